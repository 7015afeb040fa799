// Browser tests get one retry (vitest.config.ts): a real Chromium on a shared 2-core machine
// sometimes loses a race that the product does not. A retry must not hide that, so this
// reporter names every test that failed first and passed on its retry, at the end of the
// run and, when RETRIED_TESTS_FILE is set, in that JSON file for `npm test`'s summary.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

interface RetriedTest {
  name: string;
  file: string;
  firstError: string;
}

export default class RetriedTestsReporter implements Reporter {
  private readonly retried: RetriedTest[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (!testCase.diagnostic()?.flaky) return;
    this.retried.push({
      name: testCase.fullName,
      file: testCase.module.relativeModuleId,
      firstError: testCase.result().errors?.[0]?.message ?? '',
    });
  }

  onTestRunEnd(): void {
    const file = process.env.RETRIED_TESTS_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.retried, null, 2));
    if (this.retried.length === 0) return;
    console.log(`\n${this.retried.length} browser test(s) passed only on their retry:`);
    for (const test of this.retried) console.log(`  ↻ ${test.file} › ${test.name}`);
  }
}
