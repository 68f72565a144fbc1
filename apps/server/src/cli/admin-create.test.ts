import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Role } from '@emlak/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDatabase, type Database } from '../db/client';
import { createTokenService } from '../modules/auth/auth.tokens';
import { createTestDatabase, TEST_JWT_SECRET, testConfig } from '../../test/helpers';

const serverRoot = join(import.meta.dirname, '../..');
const PASSWORD = 'Kapital 2026 bank';

/** The real command, as `npm run admin:create -w apps/server` runs it, the password on stdin. */
const adminCreate = (databaseUrl: string, args: string[], stdinText: string) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin-create.ts', ...args, '--password-stdin'],
      {
        cwd: serverRoot,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(stdinText);
  });

describe('npm run admin:create', () => {
  let drop: () => Promise<void>;
  let url: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
    database = createDatabase(url, { max: 2 });
    app = await buildApp({
      config: testConfig({ databaseUrl: url }),
      db: database,
      tokens: createTokenService(TEST_JWT_SECRET),
      webDist: null,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
  });

  const login = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login',
      headers: { 'x-device-id': 'cli-test' },
      payload: { userName: email, password },
    });

  const countUsers = async () =>
    Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0]!.n);

  it('creates a SuperAdmin of the operator organization who can sign in', async () => {
    const result = await adminCreate(
      url,
      ['--email', 'Owner@Agency.az', '--name', 'Rauf  Quliyev'],
      `${PASSWORD}\n`,
    );
    expect(result.output).toContain('SuperAdmin Owner@Agency.az created');
    expect(result.code).toBe(0);
    expect(result.output).not.toContain(PASSWORD);

    const res = await login('owner@agency.az', PASSWORD);
    expect(res.statusCode).toBe(200);
    const { rows } = await database.db.execute<Record<string, unknown>>(
      sql`select u.role_id, o.is_operator, u.name, u.first_name, u.last_name, u.password_hash
          from users u join organizations o on o.id = u.organization_id where u.email = 'Owner@Agency.az'`,
    );
    expect(rows[0]).toMatchObject({
      role_id: Role.SuperAdmin,
      is_operator: true,
      name: 'Rauf  Quliyev',
      first_name: 'Rauf',
      last_name: 'Quliyev',
    });
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an e-mail already taken, in any letter case, with exit code 1 and changes nothing', async () => {
    const before = await countUsers();
    const result = await adminCreate(
      url,
      ['--email', 'OWNER@agency.az', '--name', 'Someone Else'],
      'Other 12345',
    );
    expect(result.code).toBe(1);
    expect(result.output).toContain('An account with the e-mail OWNER@agency.az already exists.');
    expect(await countUsers()).toBe(before);
    expect((await login('owner@agency.az', PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['too short', 'abc123'],
    ['no digit', 'onlyletters-here'],
    ['no letter', '1234567890'],
  ])('refuses a weak password (%s) by the product policy, never printing it', async (_label, weak) => {
    const before = await countUsers();
    const result = await adminCreate(url, ['--email', 'weak@agency.az', '--name', 'Weak One'], weak);
    expect(result.code).toBe(1);
    expect(result.output).toContain('The password is too weak');
    expect(result.output).not.toContain(weak);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a missing or invalid e-mail with the usage', async () => {
    const result = await adminCreate(url, ['--email', 'not-an-address', '--name', 'X'], PASSWORD);
    expect(result.code).toBe(1);
    expect(result.output).toContain('--email must be a valid e-mail address');
    expect(result.output).toContain('Usage: npm run admin:create');
  });
});
