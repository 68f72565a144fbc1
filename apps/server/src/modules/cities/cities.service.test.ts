import { Role } from '@emlak/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createWorld, type TestContext } from '../../../test/helpers';
import { auditLog, cities } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { createCitiesService } from './cities.service';

/**
 * The service without HTTP: a job or a script builds an Actor value and calls the same service a
 * route calls, and the audit log names that actor.
 */
describe('cities service called with a plain Actor', () => {
  let ctx: TestContext;
  let actor: Actor;

  beforeAll(async () => {
    ctx = await createTestContext();
    const { superAdmin } = await createWorld(ctx);
    actor = {
      userId: superAdmin.id,
      roleId: Role.SuperAdmin,
      organizationId: superAdmin.organizationId,
      scope: 'all',
      sessionId: null,
      fullName: superAdmin.name,
      email: superAdmin.email,
      language: 'en',
      clientAddress: '10.1.2.3',
      userAgent: null,
      deviceId: null,
      requestId: 'nightly-reference-import',
    };
  });
  afterAll(() => ctx.close());

  it('creates a city and audits it under the actor', async () => {
    const service = createCitiesService(ctx.db);
    const city = await service.create(actor, {
      name: 'Zzjob Lənkəran',
      nameEn: 'Zzjob Lankaran',
      nameRu: 'Zzjob Ленкорань',
      kind: 'city',
      latitude: 38.75,
      longitude: 48.85,
      displayOrder: 90_010,
    });
    expect(await ctx.db.$count(cities, eq(cities.id, city.id))).toBe(1);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'city'), eq(auditLog.entityId, String(city.id))));
    expect(entry).toMatchObject({
      action: 'city.created',
      actorUserId: actor.userId,
      ip: '10.1.2.3',
      requestId: 'nightly-reference-import',
    });
  });

  it('answers the dropdown in the actor’s language', async () => {
    const options = await createCitiesService(ctx.db).dropdown(actor);
    expect(options).toContainEqual(expect.objectContaining({ displayText: 'Zzjob Lankaran' }));
  });
});
