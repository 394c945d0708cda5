#!/usr/bin/env node
// Adds up the JSON reports that Vitest and Playwright wrote into one folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Totals of every report in `folder`, or only of those named `${label}-...` when a label is given. */
export function summarise(folder, label) {
  let passed = 0;
  let failed = 0;
  if (!existsSync(folder)) return { passed, failed };
  const reports = readdirSync(folder).filter(
    (file) => file.endsWith('.json') && (!label || file.startsWith(`${label}-`)),
  );
  for (const name of reports) {
    const report = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    if ('numPassedTests' in report) {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      // A suite that failed to load has no failed test, yet it failed.
      failed += report.testResults.filter(
        (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
      ).length;
    } else if (report.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
    }
  }
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed } = summarise(process.argv[2] ?? '.ci-reports');
  console.log(`${passed} passed, ${failed} failed`);
}
