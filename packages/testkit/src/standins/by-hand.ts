import { pathToFileURL } from 'node:url';

/**
 * Running a stand-in by hand (`node --import tsx packages/testkit/src/standins/<name>.ts --port N`),
 * as the cluster's topology does: its options from the command line, the environment that points a
 * Kinframe server at it printed on one line of KEY=VALUE pairs, and a clean stop on Ctrl-C or
 * SIGTERM.
 */
export function argOf(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

export function serveByHand(standin: { env(): Record<string, string>; close(): Promise<void> }, intro?: string) {
  const env = Object.entries(standin.env()).map(([key, value]) => `${key}=${value}`);
  console.log(intro ? `${intro}\nStart the server with:\n  ${env.join(' ')}` : env.join(' '));
  const stop = () => void standin.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** Whether the module at `moduleUrl` is the one node was started with, not one a test imported. */
export function isRunByHand(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;
}
