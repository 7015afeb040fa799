#!/usr/bin/env node
// `npm test`: every check and every test, in the order a failure is cheapest to find:
// types, lint and format, generated code freshness, unit and API tests (real PostgreSQL),
// the production build, then the browser tests (real Chromium against the built server).
// Ends with one summary line "Tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.test-data', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];

function run(label, command, args, { env = {} } = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const outcome = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = outcome.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  results.push({ label, ok });
  return ok;
}

function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, missing: true };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that failed without a failing test (an import or hook error) counts as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (result) =>
      result.status === 'failed' &&
      !(result.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

run('typecheck', npm, ['run', 'typecheck']);
run('lint', npm, ['run', 'lint']);
run('codegen is current', process.execPath, ['scripts/check-codegen.mjs']);
const unitReport = path.join(reports, 'unit.json');
run('unit and API tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);
const built = run('build', npm, ['run', 'build']);
const e2eReport = path.join(reports, 'e2e.json');
const retriedReport = path.join(reports, 'e2e-retried.json');
if (built) {
  run(
    'browser tests',
    npx,
    [
      'vitest',
      'run',
      '--config',
      'e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${e2eReport}`,
      // Reporters given here replace the config's, so its retried-tests reporter is named again.
      '--reporter=./e2e/support/retried-tests-reporter.ts',
    ],
    { env: { RETRIED_TESTS_FILE: retriedReport } },
  );
}

const unit = vitestCounts(unitReport);
const e2e = vitestCounts(e2eReport);
const failedSteps = results.filter((r) => !r.ok);
console.log('\nRiepilogo:');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.label}`);
console.log(
  `  unit/API: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`,
);
const retried = existsSync(retriedReport) ? JSON.parse(readFileSync(retriedReport, 'utf8')) : [];
if (retried.length > 0) {
  console.log(`  browser tests that passed only on their retry (${retried.length}):`);
  for (const test of retried) console.log(`    ↻ ${test.file} › ${test.name}: ${test.firstError}`);
}
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + failedSteps.filter((r) => !/tests$/.test(r.label)).length;
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && failed === 0 && passed > 0 ? 0 : 1);
