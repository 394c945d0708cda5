#!/usr/bin/env node
// The server's test files that reach the database: those whose imports lead, directly or through
// other files of the server, to the database client (server/src/db/client.ts). CI runs these a
// second time on a real PostgreSQL; a suite that never opens a database would only repeat itself.
//   node scripts/database-suites.mjs   prints them, one a line (relative to server/)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const server = path.resolve(import.meta.dirname, '..', 'server');
const DATABASE_CLIENT = path.join(server, 'src', 'db', 'client.ts');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : testFiles(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The file a relative import names: `./x` is x.ts, x.tsx or x/index.ts. */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

const reaches = new Map();
/** Whether `file` imports the database client, directly or through the server's own files. */
function reachesDatabase(file, seen = new Set()) {
  if (file === DATABASE_CLIENT) return true;
  if (reaches.has(file)) return reaches.get(file);
  if (seen.has(file) || !file.startsWith(server)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  let found = false;
  for (const match of source.matchAll(IMPORT)) {
    const target = resolve(file, match[1] ?? match[2]);
    if (target && reachesDatabase(target, seen)) {
      found = true;
      break;
    }
  }
  reaches.set(file, found);
  return found;
}

/** The server's test files that touch the database, relative to server/, sorted. */
export function databaseSuites() {
  return [...testFiles(path.join(server, 'src')), ...testFiles(path.join(server, 'test'))]
    .filter((file) => reachesDatabase(file))
    .map((file) => path.relative(server, file))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(databaseSuites().join('\n'));
