// Where the test stages leave what CI reports at its end (scripts/ci-report.mjs): each stage's
// seconds, one JSON line each in test-results/stages.jsonl, and the vitest JSON reports beside it.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));
export const REPORTS_DIR = join(RESULTS_DIR, 'reports');
export const STAGES_FILE = join(RESULTS_DIR, 'stages.jsonl');

/** The JSON report of the vitest run called `name`. */
export function reportFile(name) {
  mkdirSync(REPORTS_DIR, { recursive: true });
  return join(REPORTS_DIR, `${name}.json`);
}

/** Appends one stage's seconds and outcome. */
export function writeStage(name, seconds, status) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  appendFileSync(STAGES_FILE, `${JSON.stringify({ stage: name, seconds: Math.round(seconds), status })}\n`);
}

/** Runs a synchronous stage that answers an exit status, and records how long it took. */
export function recordStage(name, work) {
  const began = performance.now();
  const status = work();
  writeStage(name, (performance.now() - began) / 1000, status);
  return status;
}

// `node scripts/stages.mjs <name> <seconds> <status>`: how .ci/run records the stages it runs itself.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name = 'stage', seconds = '0', status = '0'] = process.argv.slice(2);
  writeStage(name, Number(seconds), Number(status));
}
