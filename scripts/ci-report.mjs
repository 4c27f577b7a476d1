// The end of a CI run: one line per stage with its seconds, the total, and the 20 slowest test
// files of every vitest report in test-results/reports/. Past the limit it names the stages that
// grew beyond their share (scripts/ci-budget.json, the seconds each took in a run that fit).
//
//   node scripts/ci-report.mjs <seconds since the run began>
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPORTS_DIR, STAGES_FILE } from './stages.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIMIT_SECONDS = 1800;
/** A stage counts as grown past its budget by more than this share. */
const GROWTH_ALLOWED = 0.1;
const budget = JSON.parse(readFileSync(new URL('./ci-budget.json', import.meta.url), 'utf8')).seconds;

const stages = existsSync(STAGES_FILE)
  ? readFileSync(STAGES_FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
const total = Number(process.argv[2] ?? stages.reduce((sum, stage) => sum + stage.seconds, 0));

console.log('\nCI stages');
const width = Math.max(10, ...stages.map((stage) => stage.stage.length));
for (const stage of stages) {
  const note = stage.status === 0 ? '' : `  (exit ${stage.status})`;
  const share = budget[stage.stage] ? `  budget ${budget[stage.stage]} s` : '';
  console.log(`  ${stage.stage.padEnd(width)} ${String(stage.seconds).padStart(5)} s${share}${note}`);
}
const counted = stages.reduce((sum, stage) => sum + stage.seconds, 0);
console.log(`  ${'other'.padEnd(width)} ${String(Math.max(0, total - counted)).padStart(5)} s`);
console.log(`CI took ${total} s`);

const files = [];
if (existsSync(REPORTS_DIR)) {
  for (const name of readdirSync(REPORTS_DIR).filter((file) => file.endsWith('.json'))) {
    try {
      const report = JSON.parse(readFileSync(join(REPORTS_DIR, name), 'utf8'));
      for (const result of report.testResults ?? []) {
        files.push({
          run: name.replace(/\.json$/, ''),
          file: relative(REPO_ROOT, result.name),
          seconds: (result.endTime - result.startTime) / 1000,
        });
      }
    } catch {
      // A report cut short by a failed run: its files are left out.
    }
  }
}
files.sort((a, b) => b.seconds - a.seconds);
console.log('\nThe 20 slowest test files');
for (const entry of files.slice(0, 20)) {
  console.log(`  ${entry.seconds.toFixed(1).padStart(7)} s  ${entry.run.padEnd(14)} ${entry.file}`);
}

if (total > LIMIT_SECONDS) {
  const grown = stages
    .filter((stage) => stage.seconds > (budget[stage.stage] ?? 0) * (1 + GROWTH_ALLOWED))
    .map((stage) => `${stage.stage} (${stage.seconds} s, budget ${budget[stage.stage] ?? 0} s)`);
  console.log(
    `\nWARNING: CI took ${total} s, more than its ${LIMIT_SECONDS} s. Stages that grew: ${grown.join(', ') || 'none alone; the machine was slower'}.`,
  );
}
