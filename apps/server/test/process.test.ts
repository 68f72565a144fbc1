import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = join(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const startServer = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
};

const waitUntilLive = async (port: number, child: ChildProcess) => {
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become live');
};

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'emlak-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'mysql://somewhere'],
    ['JWT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['DEMO_SEED', 'maybe'],
  ])('refuses to start when %s is %s, naming the variable', async (name, value) => {
    const server = startServer({ DATA_DIR: dataDir, [name]: value });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(name);
  });

  it('starts on the embedded database, refuses a second instance, and shuts down gracefully on SIGTERM', async () => {
    const port = await freePort();
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), DEMO_SEED: 'false' });
    await waitUntilLive(port, server.child);
    const ready = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`);
    expect(ready.status).toBe(200);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), DEMO_SEED: 'false' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using the data directory/);

    // A request in flight when SIGTERM arrives still gets its answer.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/health/ready`);
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
  }, 120_000);
});
