import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runEntry, SERVER_DIR, signInOverHttp } from './process.ts';

describe('the server process', () => {
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kinframe-main-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('exits with 1 and one line on stderr for a bad PORT', async () => {
    const run = await runEntry('src/main.ts', [], {
      PORT: 'eighty',
      DATA_DIR: newDataDir(),
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^Invalid configuration: PORT="eighty": /);
  });

  it('refuses an unknown service', async () => {
    const run = await runEntry('src/main.ts', ['--services=web,printer'], {
      DATA_DIR: newDataDir(),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Unknown service "printer"');
  });

  it('starts, creates the demo account, says where it listens and stops on SIGTERM', async () => {
    const dataDir = newDataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--services=web'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        MEDIA_TOOLS: 'bundled',
      },
    });
    let stdout = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line in: ${stdout}`)), 20_000);
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = stdout.match(/Kinframe listening on (http:\/\/\S+)/);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    expect(stdout).toContain('email:    demo@example.com');
    const password = stdout.match(/password: (\S+)/)?.[1] ?? '';

    // Started with only npm's tools, as on a machine with nothing but Node: it says so; health answers
    // a plain status to anyone (the tools' versions are the operators').
    expect(stdout).toMatch(
      /Media tools: ffmpeg \S+ \(bundled\), ffprobe \S+ \(bundled\), HEIC: libheif \S+ in WebAssembly \(bundled\)/,
    );
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(await signInOverHttp(url, 'demo', password)).not.toBeNull();

    const exitCode = await new Promise<number | null>((resolve) => {
      child.on('exit', resolve);
      child.kill('SIGTERM');
    });
    expect(exitCode).toBe(0);
  });
});
