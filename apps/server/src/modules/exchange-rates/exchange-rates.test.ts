import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import { API, createTestContext, createWorld, type TestContext } from '../../../test/helpers';
import { auditLog, exchangeRates } from '../../db/schema';

describe('exchange rates (/exchange-rates)', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof createWorld>>;
  let as: Record<Caller, Record<string, string>>;

  const call = (headers: Record<string, string>, method: 'GET' | 'PUT', payload?: unknown) =>
    ctx.app.inject({ method, url: `${API}/exchange-rates`, headers, payload: payload as object });
  const stored = async () => ctx.db.select().from(exchangeRates).orderBy(exchangeRates.currency);

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    as = await callerHeaders(ctx, world);
  });
  afterAll(() => ctx.close());

  describe('access matrix', () => {
    const rows: MatrixRow[] = [
      ['GET /exchange-rates', () => ({ method: 'GET', url: '/exchange-rates' }), [401, 200, 200, 200, 200]],
      [
        'PUT /exchange-rates',
        () => ({
          method: 'PUT',
          url: '/exchange-rates',
          payload: { rates: [{ currency: 'USD', rateToAzn: 1.7 }] },
        }),
        [401, 403, 403, 403, 200],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, payload } = await request();
      const res = await call(as[caller], method as 'GET', payload);
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  it('answers the seeded rates: AZN per one USD and EUR', async () => {
    const res = await call(as.user, 'GET');
    expect(res.json()).toEqual([
      { currency: 'EUR', rateToAzn: '1.850000', updatedAt: expect.any(String) },
      { currency: 'USD', rateToAzn: '1.700000', updatedAt: expect.any(String) },
    ]);
  });

  it('lets a SuperAdmin set a rate, dated now and by them, and audits the change', async () => {
    const before = await stored();
    const res = await call(as.superAdmin, 'PUT', { rates: [{ currency: 'EUR', rateToAzn: 1.9512346 }] });
    expect(res.statusCode, res.body).toBe(200);
    const eur = res.json().find((rate: { currency: string }) => rate.currency === 'EUR');
    expect(eur.rateToAzn).toBe('1.951235');
    expect(Date.parse(eur.updatedAt)).toBeGreaterThan(
      before.find((rate) => rate.currency === 'EUR')!.updatedAt.getTime(),
    );
    const [row] = await ctx.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'EUR'));
    expect(row).toMatchObject({ rateToAzn: '1.951235', updatedByUserId: world.superAdmin.id });
    // USD was not named: it stays as it was.
    expect((await stored()).find((rate) => rate.currency === 'USD')).toEqual(
      before.find((rate) => rate.currency === 'USD'),
    );
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'exchangeRate'), eq(auditLog.entityId, 'EUR')));
    expect(entry).toMatchObject({
      action: 'exchangeRate.updated',
      organizationId: null,
      actorUserId: world.superAdmin.id,
    });
    expect(entry?.changes).toMatchObject({ rateToAzn: { before: '1.850000', after: '1.951235' } });
  });

  it.each<[string, unknown, string]>([
    ['an unknown currency', { rates: [{ currency: 'GBP', rateToAzn: 2.1 }] }, 'rates.0.currency'],
    ['a zero rate', { rates: [{ currency: 'USD', rateToAzn: 0 }] }, 'rates.0.rateToAzn'],
    [
      'a rate the column cannot hold',
      { rates: [{ currency: 'USD', rateToAzn: 1_000_000 }] },
      'rates.0.rateToAzn',
    ],
    [
      'one currency twice',
      {
        rates: [
          { currency: 'USD', rateToAzn: 1.7 },
          { currency: 'USD', rateToAzn: 1.8 },
        ],
      },
      'rates.1.currency',
    ],
    ['no rates', { rates: [] }, 'rates'],
  ])('refuses %s with a field error and changes nothing', async (_name, payload, field) => {
    const before = await stored();
    const audits = await ctx.db.$count(auditLog);
    const res = await call(as.superAdmin, 'PUT', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toHaveProperty([field]);
    expect(await stored()).toEqual(before);
    expect(await ctx.db.$count(auditLog)).toBe(audits);
  });
});
