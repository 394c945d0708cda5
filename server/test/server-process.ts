import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The server's entry point, as `npm start` runs it. */
const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

export type ServerProcess = { child: ChildProcess; url: string };

/**
 * The real server in a process of its own on `port`, with `env` on top of this one's (`DATABASE_URL`
 * empty for embedded PGlite); resolves once `/api/health` answers.
 */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${stderr}`);
}

export async function killServerProcess(server: ServerProcess | null | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}
