#!/usr/bin/env node
// `npm test`: lint (Biome, then the direction rule), typecheck, web build, unit and integration tests (Vitest), browser journeys
// (Playwright). Every step runs even after a failure, so one run shows everything that is wrong;
// the last line counts the tests that passed and failed.
//   --only=database the server suites that touch the database (CI runs them again on PostgreSQL)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { databaseSuites } from './database-suites.mjs';
import { ensureInstalled } from './ensure-installed.mjs';
import { summarise } from './test-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.ci-reports');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only && only !== 'database') {
  console.error(`Unknown --only=${only}: the one choice is --only=database.`);
  process.exit(2);
}
const label = process.env.TEST_REPORT_LABEL ?? only ?? 'all';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

ensureInstalled();

if (!process.env.KEEP_TEST_REPORTS) rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps =
  only === 'database'
    ? [
        [
          'server suites that touch the database',
          npx,
          [
            'vitest',
            'run',
            '--project',
            'server',
            ...databaseSuites().map((file) => `server/${file}`),
            ...vitestReport(`${label}-vitest`),
          ],
        ],
      ]
    : [
        ['lint', npm, ['run', 'lint']],
        ['typecheck', npm, ['run', 'typecheck']],
        ['web build', npm, ['run', 'build']],
        ['unit and integration tests', npx, ['vitest', 'run', ...vitestReport(`${label}-vitest`)]],
        ['browser journeys', npm, ['run', 'test:e2e']],
      ];

function vitestReport(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`];
}

const failedSteps = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, `${label}-e2e.json`) },
  });
  if (result.status !== 0) failedSteps.push(name);
}

const { passed, failed } = summarise(reports, label);
console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
