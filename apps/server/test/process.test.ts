import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilLive } from './server-process';

/**
 * A sign-in written on its own connection (kept open: a half-closed socket would be dropped);
 * `answer` is the raw response. A failed sign-in runs for tens of milliseconds (the password
 * hash), which is when the signal arrives: unlike a fetch merely started, it has surely reached
 * the server by then.
 */
const sendSignIn = async (port: number) => {
  const body = JSON.stringify({ userName: 'nobody@example.com', password: 'not-the-password-1' });
  const socket = connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => (response += chunk));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(
    `POST /api/v1/accounts/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // Long enough for the server to have read the request, short of the hash's time.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { answer: () => closed.then(() => response) };
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
    const inFlight = await sendSignIn(port);
    server.child.kill('SIGTERM');
    expect(await inFlight.answer()).toMatch(/^HTTP\/1\.1 401 /);
    expect(await server.exited).toBe(0);
  }, 120_000);
});
