import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role } from '@emlak/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestUsage } from '../src/db/schema';
import {
  authHeaders,
  createOrganization,
  createTestContext,
  createUser,
  TEST_JWT_SECRET,
  type TestContext,
} from './helpers';
import { freePort, startServer, waitUntilLive } from './server-process';
import { createTestPlan, endGracePeriod, giveSubscription } from './subscription-helpers';

const LIMIT = 10;

/**
 * The request limit holds across server instances (billing decision 5): two server processes on
 * one database, searched in parallel, let exactly the plan's limit through between them.
 */
describe('request limits across two server processes', () => {
  let ctx: TestContext;
  const dataDirs: string[] = [];
  const servers: ReturnType<typeof startServer>[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'emlak-meter-'));
      dataDirs.push(dataDir);
      const port = await freePort();
      const server = startServer({
        DATA_DIR: dataDir,
        PORT: String(port),
        DATABASE_URL: ctx.config.databaseUrl!,
        JWT_SECRET: TEST_JWT_SECRET,
        DEMO_SEED: 'false',
        DB_POOL_SIZE: '10',
      });
      servers.push(server);
      ports.push(port);
      // One after the other: the second finds the migrations and reference data in place.
      await waitUntilLive(port, server.child);
    }
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await ctx.close();
  });

  it('lets exactly the limit through of three times as many parallel searches', async () => {
    const organization = await createOrganization(ctx.db);
    await endGracePeriod(ctx.db, organization.id);
    const user = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.User });
    const plan = await createTestPlan(ctx.db, { requestLimit: LIMIT });
    await giveSubscription(ctx.db, user, { planId: plan.id });
    const headers = await authHeaders(ctx, user);

    const answers = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, i) =>
        fetch(`http://127.0.0.1:${ports[i % 2]}/api/v1/ad/table`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: '{}',
        }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as { code?: string },
          port: ports[i % 2],
        })),
      ),
    );

    const passed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(passed).toHaveLength(LIMIT);
    expect(refused).toHaveLength(LIMIT * 2);
    expect(refused.every((answer) => answer.body.code === 'plan_limit_reached')).toBe(true);
    // Both processes answered both ways: the limit is shared, not counted per process.
    expect(new Set(answers.map((answer) => answer.port)).size).toBe(2);
    const [row] = await ctx.db.select().from(requestUsage).where(eq(requestUsage.userId, user.id));
    expect(row?.used).toBe(LIMIT);
  }, 60_000);
});
