import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../e2e/support/server.ts';

/** The bare Fastify baseline (bare-server.ts) in a process of its own, as the real server runs. */
export async function startBare(): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await findFreePort();
  const script = fileURLToPath(new URL('bare-server.ts', import.meta.url));
  const bare = spawn(process.execPath, ['--import', 'tsx', script, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) =>
    bare.stdout.on('data', (d: Buffer) => d.toString().includes('listening') && resolve()),
  );
  return { url: `http://127.0.0.1:${port}`, pid: bare.pid ?? 0, stop: () => bare.kill('SIGTERM') };
}
