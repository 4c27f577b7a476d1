import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLE_NAMES, REPO_ROOT } from '../src/infra/config.ts';

/**
 * No container runtime runs where these files are written, so nothing builds the image or starts
 * compose.yaml here. This test keeps them honest instead: every variable they give a Kinframe process
 * is one config.ts reads (a misspelt one would be ignored silently), and every process role they
 * start is one the server knows.
 */

const readRepoFile = (name: string) => readFileSync(path.join(REPO_ROOT, name), 'utf8');

/** The roles from main.ts's own list: importing main.ts would start a server. */
function knownRoles(): string[] {
  const list = /const SERVICES = \[([^\]]*)\] as const;/.exec(readRepoFile('apps/server/src/main.ts'))?.[1];
  if (list === undefined) throw new Error('main.ts no longer lists its SERVICES as expected');
  return [...list.matchAll(/'([a-z]+)'/g)].map((match) => match[1] ?? '');
}

/** The roles of `--services=a,b` arguments; any other argument is an error. */
function rolesOf(args: string[]): string[] {
  return args.flatMap((arg) => {
    const match = /^--services=([a-z,]+)$/.exec(arg);
    if (!match?.[1]) throw new Error(`not a --services argument: ${arg}`);
    return match[1].split(',');
  });
}

/** A Dockerfile's instructions of one stage, with `\` continuations joined and comments dropped. */
function dockerInstructions(text: string): string[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function runtimeStage(dockerfile: string): string[] {
  const instructions = dockerInstructions(dockerfile);
  const stageStarts = instructions.flatMap((line, index) => (line.startsWith('FROM ') ? [index] : []));
  return instructions.slice(stageStarts.at(-1) ?? 0);
}

/** ENV NAME=value ... (the only form used; `ENV NAME value` is refused). */
function dockerEnvNames(stage: string[]): string[] {
  return stage
    .filter((line) => line.startsWith('ENV '))
    .flatMap((line) =>
      line
        .slice(4)
        .trim()
        .split(/\s+/)
        .map((pair) => {
          const match = /^([A-Z][A-Z0-9_]*)=\S*$/.exec(pair);
          if (!match?.[1]) throw new Error(`unreadable ENV entry: ${pair}`);
          return match[1];
        }),
    );
}

function jsonArray(text: string, what: string): string[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`${what} is not an exec-form string array: ${text}`);
  }
  return value;
}

type ComposeBlock = { name: string; lines: { indent: number; text: string }[] };

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * A small, strict reader for the subset of YAML compose.yaml uses: top-level blocks and the blocks of
 * `services:`, each as its lines. It knows which blocks are Kinframe processes (the `x-kinframe`
 * anchor and the services that merge it); that is all this test needs.
 */
function composeBlocks(text: string): ComposeBlock[] {
  const blocks: ComposeBlock[] = [];
  let topLevel = '';
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (raw.includes('\t')) throw new Error(`a tab in compose.yaml: ${raw}`);
    const indent = indentOf(raw);
    const text = raw.trim();
    if (indent === 0) {
      const match = /^([a-z][a-z0-9-]*):( &[a-z-]+)?$/.exec(text);
      if (!match?.[1]) throw new Error(`unreadable top-level line: ${raw}`);
      topLevel = match[1];
      if (topLevel !== 'services') blocks.push({ name: topLevel, lines: [] });
    } else if (topLevel === 'services' && indent === 2) {
      const match = /^([a-z][a-z0-9-]*):$/.exec(text);
      if (!match?.[1]) throw new Error(`unreadable service line: ${raw}`);
      blocks.push({ name: match[1], lines: [] });
    } else {
      const block = blocks.at(-1);
      if (!block) throw new Error(`a line outside any block: ${raw}`);
      block.lines.push({ indent: topLevel === 'services' ? indent - 2 : indent, text });
    }
  }
  return blocks;
}

/** The keys of a block's `environment:` map (a `- NAME=value` list is refused: one form only). */
function environmentNames(block: ComposeBlock): string[] {
  const start = block.lines.findIndex((line) => line.indent === 2 && line.text === 'environment:');
  if (start === -1) return [];
  const names: string[] = [];
  for (const line of block.lines.slice(start + 1)) {
    if (line.indent <= 2) break;
    const match = /^([A-Z][A-Z0-9_]*): \S.*$/.exec(line.text);
    if (line.indent !== 4 || !match?.[1]) {
      throw new Error(`unreadable environment entry in ${block.name}: ${line.text}`);
    }
    names.push(match[1]);
  }
  return names;
}

function commandOf(block: ComposeBlock): string[] | undefined {
  const line = block.lines.find((one) => one.indent === 2 && one.text.startsWith('command:'));
  return line && jsonArray(line.text.slice('command:'.length).trim(), `${block.name}'s command`);
}

const isKinframe = (block: ComposeBlock) =>
  block.name === 'x-kinframe' || block.lines.some((line) => line.indent === 2 && line.text === '<<: *kinframe');

describe('Dockerfile', () => {
  const stage = runtimeStage(readRepoFile('Dockerfile'));

  it('sets only variables the server reads', () => {
    const names = dockerEnvNames(stage);
    expect(names).toContain('HOST');
    expect(names.filter((name) => !CONFIG_VARIABLE_NAMES.includes(name))).toEqual([]);
  });

  it('starts the server with known roles, as scripts/cluster.mjs starts a process', () => {
    const entrypoint = stage.find((line) => line.startsWith('ENTRYPOINT '));
    const command = stage.find((line) => line.startsWith('CMD '));
    expect(jsonArray(entrypoint?.slice('ENTRYPOINT '.length) ?? '', 'ENTRYPOINT')).toEqual([
      'node',
      '--import',
      'tsx',
      'src/main.ts',
    ]);
    const roles = rolesOf(jsonArray(command?.slice('CMD '.length) ?? '', 'CMD'));
    expect(roles.filter((role) => !knownRoles().includes(role))).toEqual([]);
  });

  it('runs as a user other than root and checks /api/health', () => {
    expect(stage.filter((line) => line.startsWith('USER ')).at(-1)).toBe('USER node');
    expect(stage.find((line) => line.startsWith('HEALTHCHECK '))).toContain('/api/health');
  });
});

describe('compose.yaml', () => {
  const blocks = composeBlocks(readRepoFile('compose.yaml'));
  const kinframe = blocks.filter(isKinframe);
  const services = kinframe.filter((block) => block.name !== 'x-kinframe');

  it('gives the Kinframe processes only variables the server reads, and those of the test topology', () => {
    const names = kinframe.flatMap(environmentNames);
    expect(names.filter((name) => !CONFIG_VARIABLE_NAMES.includes(name))).toEqual([]);
    // What scripts/cluster.mjs sets for every process of the scaled-out topology.
    for (const name of ['DATABASE_URL', 'QUEUE', 'STORAGE', 'S3_BUCKET', 'SESSION_SECRET', 'TRUST_PROXY', 'APP_URL']) {
      expect(names).toContain(name);
    }
  });

  it('runs each known role, and only known roles', () => {
    const roles = services.flatMap((block) => {
      const command = commandOf(block);
      if (!command) throw new Error(`${block.name} has no command: it would run every role`);
      return rolesOf(command);
    });
    expect(roles.filter((role) => !knownRoles().includes(role))).toEqual([]);
    expect(new Set(roles)).toEqual(new Set(knownRoles()));
  });

  it('sends every web request through nginx with deploy/nginx.conf', () => {
    const nginx = blocks.find((block) => block.name === 'nginx');
    expect(nginx?.lines.map((line) => line.text)).toContain('- ./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    const config = readRepoFile('deploy/nginx.conf');
    expect(config).toContain('server web:8080;');
    expect(config).toContain('location ~ ^/api/(v3|device/v1)/events');
    expect(config).toContain('proxy_buffering off;');
    expect(config).toContain('proxy_request_buffering off;');
    expect(config).toContain('X-Forwarded-For $proxy_add_x_forwarded_for');
  });
});
