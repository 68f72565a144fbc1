import { Role, TERMS_VERSION } from '@emlak/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { bakuDate } from '../../lib/baku-time';
import { closeEndedMonths } from '../../modules/budgets/month-close';
import { verifyPassword } from '../../lib/passwords';
import { createDatabase, type Database, type Db } from '../client';
import {
  announcements,
  budgets,
  cities,
  contacts,
  districts,
  exchangeRates,
  menus,
  metroStations,
  organizations,
  payments,
  plans,
  roleMenus,
  roles,
  subscriptions,
  userAds,
  users,
} from '../schema';
import { seedDatabase } from '.';
import { DEMO_PASSWORD } from './demo/accounts';
import { generateAnnouncements, type GeneratorReference } from './generator/generate-announcements';

const insideAzerbaijan = (row: { latitude: number | null; longitude: number | null }) =>
  row.latitude !== null &&
  row.longitude !== null &&
  row.latitude >= 38.3 &&
  row.latitude <= 41.95 &&
  row.longitude >= 44.7 &&
  row.longitude <= 50.9;

const E164_AZ = /^\+994\d{9}$/;

/** The customers who have not paid on purpose (docs/decisions.md "Demo data"). */
const UNPAID_AGENCY = 'Köhnə Şəhər Əmlak';
const LAPSED_EMAILS = ['agent3@demo.az', 'expired@demo.az', 'tural.huseynov@demo.az'];

const MENU_URLS = [
  '/dashboard',
  '/announcement',
  '/user-announcement',
  '/sold-item',
  '/statistics',
  '/map',
  '/contacts',
  '/owners',
  '/organizations',
  '/users',
  '/roles',
  '/menus',
  '/role-specific-menus',
  '/cities',
  '/plans',
  '/budgets',
  '/audit',
  '/interest',
  '/business-card',
  '/documents',
  '/profile',
  '/settings',
  '/support',
  '/support/tickets',
  '/terms',
  '/token-decoder',
];

/** The operator's own screens: the SuperAdmin's alone. */
const SUPER_ADMIN_ONLY_URLS = ['/support/tickets'];
const ADMIN_ONLY_URLS = [
  '/organizations',
  '/users',
  '/roles',
  '/menus',
  '/role-specific-menus',
  '/budgets',
  '/audit',
  ...SUPER_ADMIN_ONLY_URLS,
];

const tableCounts = async (db: Db): Promise<Record<string, number>> => {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = result.rows[0]!.n;
  }
  return counts;
};

/** A fingerprint of a whole table, to tell "left alone" from "rewritten with the same count". */
const tableDigest = async (db: Db, table: string): Promise<string> => {
  const result = await db.execute<{ digest: string }>(
    sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
  );
  return result.rows[0]!.digest;
};

const menuUrlsOf = async (db: Db, roleId: number) =>
  (
    await db
      .select({ url: menus.url })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(eq(roleMenus.roleId, roleId))
  )
    .map((row) => row.url)
    .sort();

describe('database seed', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let db: Db;

  beforeAll(async () => {
    const testDatabase = await createTestDatabase();
    drop = testDatabase.drop;
    database = createDatabase(testDatabase.url, { max: 2 });
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  describe('reference data (seeded into the template)', () => {
    it('has the three roles with their fixed ids', async () => {
      expect(await db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(roles.id)).toEqual([
        { id: Role.Admin, name: 'Admin' },
        { id: Role.SuperAdmin, name: 'SuperAdmin' },
        { id: Role.User, name: 'User' },
      ]);
    });

    it("has Azerbaijan's cities and districts, inside the country, Baku first", async () => {
      const rows = await db.select().from(cities).orderBy(cities.displayOrder);
      expect(rows.length).toBeGreaterThanOrEqual(70);
      expect(rows.filter((city) => city.kind === 'district')).toHaveLength(66);
      expect(rows.filter((city) => !insideAzerbaijan(city)).map((city) => city.name)).toEqual([]);
      expect(rows[0]).toMatchObject({ name: 'Bakı', nameEn: 'Baku', nameRu: 'Баку', kind: 'city' });
      expect(rows.map((city) => city.name)).toEqual(
        expect.arrayContaining([
          'Sumqayıt',
          'Gəncə',
          'Xırdalan',
          'Naxçıvan',
          'Xankəndi',
          'Abşeron',
          'Zərdab',
        ]),
      );
      expect(new Set(rows.map((city) => city.displayOrder)).size).toBe(rows.length);
    });

    it("has Baku's 12 districts, its settlements and its 27 metro stations", async () => {
      const [baku] = await db.select().from(cities).where(eq(cities.name, 'Bakı'));
      const parts = await db.select().from(districts).where(eq(districts.cityId, baku!.id));
      expect(parts.filter((part) => part.kind === 'district').map((part) => part.name)).toHaveLength(12);
      expect(parts.filter((part) => part.kind === 'settlement').length).toBeGreaterThanOrEqual(20);
      const stations = await db.select().from(metroStations);
      expect(stations.length).toBeGreaterThanOrEqual(25);
      expect(new Set(stations.map((station) => station.line))).toEqual(new Set(['red', 'green', 'purple']));
      // Everything of Baku lies within ~60 km of its centre.
      for (const point of [...parts, ...stations]) {
        expect(Math.abs(point.latitude - baku!.latitude)).toBeLessThan(0.3);
        expect(Math.abs(point.longitude - baku!.longitude)).toBeLessThan(0.6);
      }
    });

    it('has the five plans of the spec', async () => {
      const rows = await db
        .select({
          name: plans.name,
          price: plans.price,
          requestLimit: plans.requestLimit,
          isPopular: plans.isPopular,
        })
        .from(plans)
        .orderBy(plans.displayOrder);
      expect(rows).toEqual([
        { name: 'Temel', price: '50.00', requestLimit: 900, isPopular: false },
        { name: 'Standart', price: '85.00', requestLimit: 1200, isPopular: false },
        { name: 'Premium', price: '100.00', requestLimit: 1700, isPopular: true },
        { name: 'Profesyonel', price: '150.00', requestLimit: 2100, isPopular: false },
        { name: 'Usta', price: '300.00', requestLimit: 10_000, isPopular: false },
      ]);
    });

    it('has a menu per screen and the menus of each role', async () => {
      const rows = await db.select().from(menus);
      expect(rows.map((menu) => menu.url).sort()).toEqual([...MENU_URLS].sort());
      expect(new Set(rows.map((menu) => menu.name)).size).toBe(rows.length);
      expect(rows.every((menu) => menu.status && menu.icon && menu.menuUrl === menu.url)).toBe(true);
      expect(await menuUrlsOf(db, Role.SuperAdmin)).toEqual([...MENU_URLS].sort());
      expect(await menuUrlsOf(db, Role.Admin)).toEqual(
        MENU_URLS.filter((url) => !SUPER_ADMIN_ONLY_URLS.includes(url)).sort(),
      );
      expect(await menuUrlsOf(db, Role.User)).toEqual(
        MENU_URLS.filter((url) => !ADMIN_ONLY_URLS.includes(url)).sort(),
      );
    });

    it('has exchange rates for USD and EUR', async () => {
      expect(
        await db
          .select({ currency: exchangeRates.currency, rate: exchangeRates.rateToAzn })
          .from(exchangeRates),
      ).toEqual(
        expect.arrayContaining([
          { currency: 'USD', rate: '1.700000' },
          { currency: 'EUR', rate: '1.850000' },
        ]),
      );
    });

    it("restores missing gazetteer rows and code-owned menu fields, keeps the operator's edits", async () => {
      await db.delete(metroStations).where(eq(metroStations.name, 'Sahil'));
      await db.update(plans).set({ price: '55.00' }).where(eq(plans.name, 'Temel'));
      await db.update(menus).set({ description: 'Edited', icon: 'Outdated' }).where(eq(menus.url, '/map'));
      const [mapMenu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.url, '/map'));
      await db
        .delete(roleMenus)
        .where(and(eq(roleMenus.roleId, Role.User), eq(roleMenus.menuId, mapMenu!.id)));

      await seedDatabase(db, { demo: false });

      expect(await db.select().from(metroStations).where(eq(metroStations.name, 'Sahil'))).toHaveLength(1);
      expect((await db.select().from(plans).where(eq(plans.name, 'Temel')))[0]!.price).toBe('55.00');
      expect((await db.select().from(menus).where(eq(menus.url, '/map')))[0]).toMatchObject({
        description: 'Edited',
        icon: 'Map',
      });
      expect(await menuUrlsOf(db, Role.User)).not.toContain('/map');

      await db.update(plans).set({ price: '50.00' }).where(eq(plans.name, 'Temel'));
      await db.insert(roleMenus).values({ roleId: Role.User, menuId: mapMenu!.id });
    });
  });

  describe('demo data', () => {
    beforeAll(async () => {
      await seedDatabase(db, { demo: true });
    }, 30_000);

    const subscriptionsOf = async (emails: readonly string[]) =>
      (
        await db
          .select({ subscription: subscriptions })
          .from(subscriptions)
          .innerJoin(users, eq(users.id, subscriptions.userId))
          .where(inArray(users.email, [...emails]))
          .orderBy(subscriptions.id)
      ).map((row) => row.subscription);

    it('creates the demo accounts in their organizations', async () => {
      const rows = await db
        .select({
          email: users.email,
          roleId: users.roleId,
          organization: organizations.name,
          isOperator: organizations.isOperator,
          passwordHash: users.passwordHash,
          phone: users.phone,
          createdAt: organizations.createdAt,
          gracePeriodEnd: organizations.gracePeriodEnd,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId));
      const byEmail = new Map(rows.map((row) => [row.email, row]));
      expect(byEmail.get('superadmin@demo.az')).toMatchObject({ roleId: Role.SuperAdmin, isOperator: true });
      expect(byEmail.get('admin@demo.az')).toMatchObject({ roleId: Role.Admin, isOperator: false });
      expect(byEmail.get('agent@demo.az')).toMatchObject({
        roleId: Role.User,
        organization: byEmail.get('admin@demo.az')!.organization,
      });
      expect(byEmail.get('admin2@demo.az')).toMatchObject({ roleId: Role.Admin, isOperator: false });
      expect(byEmail.get('agent2@demo.az')).toMatchObject({
        roleId: Role.User,
        organization: byEmail.get('admin2@demo.az')!.organization,
      });
      expect(byEmail.get('admin2@demo.az')!.organization).not.toBe(
        byEmail.get('admin@demo.az')!.organization,
      );
      expect(
        rows.filter((row) => row.organization === byEmail.get('agent@demo.az')!.organization),
      ).toHaveLength(8);
      for (const email of ['meter@demo.az', 'expired@demo.az', 'newcomer@demo.az'])
        expect(byEmail.get(email)).toMatchObject({
          roleId: Role.User,
          organization: byEmail.get('agent@demo.az')!.organization,
        });
      // The unpaid agency: its own Admin and two agents.
      expect(byEmail.get('admin3@demo.az')).toMatchObject({
        roleId: Role.Admin,
        organization: UNPAID_AGENCY,
        isOperator: false,
      });
      expect(
        rows
          .filter((row) => row.organization === UNPAID_AGENCY)
          .map((row) => row.roleId)
          .sort(),
      ).toEqual([Role.Admin, Role.User, Role.User]);
      expect(rows.every((row) => row.phone && E164_AZ.test(row.phone))).toBe(true);
      expect(
        rows.every((row) => row.gracePeriodEnd.getTime() - row.createdAt.getTime() === 35 * 86_400_000),
      ).toBe(true);
      expect(await verifyPassword(byEmail.get('agent@demo.az')!.passwordHash, DEMO_PASSWORD)).toBe(true);
    });

    it('marks every demo account but the newcomer as having accepted the current terms', async () => {
      const rows = await db
        .select({ email: users.email, version: users.termsVersion, acceptedAt: users.termsAcceptedAt })
        .from(users);
      const unaccepted = rows.filter((row) => row.version !== TERMS_VERSION || row.acceptedAt === null);
      expect(unaccepted).toEqual([{ email: 'newcomer@demo.az', version: null, acceptedAt: null }]);
    });

    it('creates 5,000 believable announcements', async () => {
      const rows = await db.select().from(announcements);
      expect(rows).toHaveLength(5000);
      expect(rows.filter((row) => !insideAzerbaijan(row))).toEqual([]);
      expect(
        rows.filter((row) => row.stage !== null && (row.stages === null || row.stage > row.stages)),
      ).toEqual([]);
      const baseUrls = rows.flatMap((row) => (row.baseUrl ? [row.baseUrl] : []));
      expect(new Set(baseUrls).size).toBe(baseUrls.length);
      expect(rows.filter((row) => row.baseUrl === null).every((row) => row.organizationId !== null)).toBe(
        true,
      );
      expect(rows.filter((row) => row.organizationId !== null).length).toBeGreaterThan(100);
      expect(rows.every((row) => row.phone1 && E164_AZ.test(row.phone1))).toBe(true);
      expect(rows.every((row) => row.phone2 === null || E164_AZ.test(row.phone2))).toBe(true);
      expect(rows.every((row) => Number(row.price) > 0)).toBe(true);
      expect(rows.every((row) => (row.propertyType === 5) === (row.areaMeasureUnit === 2))).toBe(true);

      const phoneCounts = new Map<string, number>();
      for (const row of rows) phoneCounts.set(row.phone1!, (phoneCounts.get(row.phone1!) ?? 0) + 1);
      expect(Math.max(...phoneCounts.values())).toBeGreaterThanOrEqual(20);

      const [baku] = await db.select().from(cities).where(eq(cities.name, 'Bakı'));
      const bakuFlatsForSale = rows.filter(
        (row) => row.cityId === baku!.id && row.propertyType === 1 && row.addType === 'sell',
      );
      expect(bakuFlatsForSale.length).toBeGreaterThan(1000);
      expect(
        bakuFlatsForSale.every((row) => Number(row.price) >= 60_000 && Number(row.price) <= 600_000),
      ).toBe(true);
      expect(rows.filter((row) => row.metroStationId !== null).every((row) => row.cityId === baku!.id)).toBe(
        true,
      );
      const districtCity = new Map((await db.select().from(districts)).map((part) => [part.id, part.cityId]));
      expect(
        rows.every((row) => row.districtId === null || districtCity.get(row.districtId) === row.cityId),
      ).toBe(true);
    });

    it('keeps sales consistent between announcements and personal lists', async () => {
      const entries = await db
        .select({
          entry: userAds,
          announcementOrganizationId: announcements.organizationId,
          isSold: announcements.isSold,
          announcementSoldAt: announcements.soldAt,
          userOrganizationId: users.organizationId,
          roleId: users.roleId,
        })
        .from(userAds)
        .innerJoin(announcements, eq(announcements.id, userAds.announcementId))
        .innerJoin(users, eq(users.id, userAds.userId));
      const perUser = new Map<number, number>();
      for (const { entry } of entries) perUser.set(entry.userId, (perUser.get(entry.userId) ?? 0) + 1);
      expect([...perUser.values()].every((n) => n >= 30 && n <= 80)).toBe(true);
      for (const row of entries) {
        expect(row.roleId).toBe(Role.User);
        expect(row.entry.organizationId).toBe(row.userOrganizationId);
        expect([null, row.userOrganizationId]).toContain(row.announcementOrganizationId);
        expect(row.isSold).toBe(row.entry.status === 'sold');
      }
      const sold = entries.filter((row) => row.entry.status === 'sold');
      expect(sold.length).toBeGreaterThan(20);
      for (const { entry, announcementSoldAt } of sold) {
        expect(announcementSoldAt).toEqual(entry.soldAt);
        expect(entry.soldDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number(entry.soldPrice)).toBeGreaterThan(0);
        expect(Number(entry.amountOfSeller)).toBeGreaterThan(0);
        expect(Number(entry.amountOfBuyer)).toBeGreaterThanOrEqual(0);
        expect(entry.addedAt <= entry.workedAt! && entry.workedAt! <= entry.soldAt!).toBe(true);
      }
      const [{ n: soldAnnouncements }] = (
        await db.execute<{ n: number }>(sql`select count(*)::int as n from announcements where is_sold`)
      ).rows as [{ n: number }];
      expect(soldAnnouncements).toBe(sold.length);
    });

    it('gives every paying agency user an active subscription and every paying agency a contact book', async () => {
      const today = bakuDate(new Date());
      const agencyUsers = await db
        .select({ id: users.id, email: users.email, organization: organizations.name })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .where(eq(organizations.isOperator, false));
      const rows = await db.select().from(subscriptions);
      const lapsed = (user: (typeof agencyUsers)[number]) =>
        user.organization === UNPAID_AGENCY || user.email === 'expired@demo.az';
      for (const user of agencyUsers.filter((user) => !lapsed(user))) {
        const own = rows.filter((row) => row.userId === user.id);
        expect(own).toHaveLength(user.email === 'meter@demo.az' ? 1 : 3);
        const active = own.filter((row) => row.isActive);
        expect(active).toHaveLength(1);
        // docs/decisions.md: [startDate, endDate) covers today.
        expect(active[0]!.startDate <= today && today < active[0]!.endDate).toBe(true);
        for (const row of own) {
          expect((Date.parse(row.endDate) - Date.parse(row.startDate)) / 86_400_000).toBe(40);
        }
      }
      expect(rows.filter((row) => !agencyUsers.some((user) => user.id === row.userId))).toEqual([]);
      // Nobody who has not paid is covered today, and the unpaid agency has no contact book.
      const lapsedIds = agencyUsers.filter(lapsed).map((user) => user.id);
      expect(lapsedIds).toHaveLength(4);
      expect(
        rows.filter(
          (row) =>
            lapsedIds.includes(row.userId) &&
            (row.isActive || (row.startDate <= today && today < row.endDate)),
        ),
      ).toEqual([]);
      const book = await db.select().from(contacts);
      expect(book).toHaveLength(40);
      expect(book.every((contact) => E164_AZ.test(contact.phone1))).toBe(true);
    });

    it('puts the meter agent on the small trial plan, which is not for sale', async () => {
      const [row] = await db
        .select({ plan: plans, startDate: subscriptions.startDate })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.subscriptionPlanId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(eq(users.email, 'meter@demo.az'));
      expect(row).toMatchObject({
        plan: { name: 'Sınaq', price: '0.00', requestLimit: 25, isActive: false, isPopular: false },
        startDate: bakuDate(new Date()),
      });
    });

    it('has the customers who have not paid: one subscription each, ended and expired', async () => {
      const now = new Date();
      const rows = await db
        .select({
          email: users.email,
          plan: plans.name,
          startDate: subscriptions.startDate,
          endDate: subscriptions.endDate,
          isActive: subscriptions.isActive,
          status: subscriptions.status,
        })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.subscriptionPlanId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(inArray(users.email, [...LAPSED_EMAILS, 'admin3@demo.az']))
        .orderBy(users.email);
      const lapsed = (plan: string, endedDaysAgo: number) => ({
        plan,
        startDate: bakuDate(now, -endedDaysAgo - 40),
        endDate: bakuDate(now, -endedDaysAgo),
        isActive: false,
        status: 3,
      });
      // The unpaid agency's Admin (held only by the lock) has none.
      expect(rows).toEqual([
        { email: 'agent3@demo.az', ...lapsed('Standart', 10) },
        { email: 'expired@demo.az', ...lapsed('Standart', 5) },
        { email: 'tural.huseynov@demo.az', ...lapsed('Premium', 10) },
      ]);
    });

    it('changes nothing when run again', async () => {
      const counts = await tableCounts(db);
      const digests = await Promise.all(
        ['menus', 'districts', 'metro_stations', 'cities', 'plans', 'subscriptions'].map((t) =>
          tableDigest(db, t),
        ),
      );
      await seedDatabase(db, { demo: true });
      expect(await tableCounts(db)).toEqual(counts);
      expect(
        await Promise.all(
          ['menus', 'districts', 'metro_stations', 'cities', 'plans', 'subscriptions'].map((t) =>
            tableDigest(db, t),
          ),
        ),
      ).toEqual(digests);
    });

    it("renews at start the demo subscriptions that ran out, and no one else's", async () => {
      const today = bakuDate(new Date());
      const userOf = async (email: string) =>
        (await db.select().from(users).where(eq(users.email, email)))[0]!;
      const agent = await userOf('agent@demo.az');
      const meter = await userOf('meter@demo.az');
      const [stranger] = await db
        .insert(users)
        .values({
          organizationId: agent.organizationId,
          roleId: Role.User,
          email: 'someone.else@demo.az',
          name: 'Someone Else',
          passwordHash: agent.passwordHash,
        })
        .returning();
      const [strangers] = await db
        .insert(subscriptions)
        .values({
          userId: stranger!.id,
          organizationId: stranger!.organizationId,
          subscriptionPlanId: (await db.select().from(plans).limit(1))[0]!.id,
          startDate: bakuDate(new Date(), -40),
          endDate: today,
        })
        .returning();
      // The agent's and the meter agent's running subscriptions end today: they no longer cover it.
      const lapsedBefore = await subscriptionsOf(LAPSED_EMAILS);
      const ranOut = await db
        .update(subscriptions)
        .set({ endDate: today, startDate: bakuDate(new Date(), -40) })
        .where(and(inArray(subscriptions.userId, [agent.id, meter.id]), eq(subscriptions.isActive, true)))
        .returning();
      expect(ranOut).toHaveLength(2);
      const countBefore = await db.$count(subscriptions);

      await seedDatabase(db, { demo: true });

      const after = await db.select().from(subscriptions);
      expect(after).toHaveLength(countBefore + 2);
      for (const old of ranOut) {
        const own = after.filter((row) => row.userId === old.userId);
        expect(own.find((row) => row.id === old.id)).toMatchObject({
          isActive: false,
          status: 3,
          endDate: today,
        });
        const renewed = own.filter((row) => row.isActive);
        expect(renewed).toHaveLength(1);
        expect(renewed[0]).toMatchObject({
          subscriptionPlanId: old.subscriptionPlanId,
          startDate: today,
          endDate: bakuDate(new Date(), 40),
          status: 1,
        });
      }
      expect(after.filter((row) => row.userId === stranger!.id)).toEqual([strangers]);
      // The customers who have not paid stay so: never renewed.
      expect(await subscriptionsOf(LAPSED_EMAILS)).toEqual(lapsedBefore);

      await seedDatabase(db, { demo: true });
      expect(await db.$count(subscriptions)).toBe(countBefore + 2);
    });

    it("leaves the unpaid agency's months to the month close, which issues them unpaid and locks it when one is long overdue", async () => {
      const now = new Date();
      const today = bakuDate(now);
      await closeEndedMonths(db, now, { catchUp: true });
      // The upkeep at the next start pays the paying agencies only.
      await seedDatabase(db, { demo: true });

      const rows = await db
        .select({ budget: budgets, organization: organizations.name })
        .from(budgets)
        .innerJoin(organizations, eq(organizations.id, budgets.organizationId))
        .where(ne(budgets.status, 1));
      const unpaid = rows.filter((row) => row.organization === UNPAID_AGENCY).map((row) => row.budget);
      // Its agents' subscriptions ended 10 days ago: last month always has days of them.
      const [year, month] = today.split('-').map(Number) as [number, number];
      const last = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
      expect(unpaid.find((budget) => budget.year === last.year && budget.month === last.month)).toBeDefined();
      for (const budget of unpaid)
        expect(budget).toMatchObject({ status: 2, paidAmount: '0.00', isPaid: false });
      expect(
        await db.$count(
          payments,
          inArray(
            payments.budgetId,
            unpaid.map((budget) => budget.id),
          ),
        ),
      ).toBe(0);
      // Every other agency's ended months are paid.
      expect(rows.filter((row) => row.organization !== UNPAID_AGENCY && row.budget.status !== 3)).toEqual([]);

      const agencies = await db
        .select({
          name: organizations.name,
          isLocked: organizations.isLocked,
          reason: organizations.lockedReason,
        })
        .from(organizations);
      const longOverdue = unpaid.some(
        (budget) => Date.parse(budget.dueDate) + 10 * 86_400_000 < Date.parse(today),
      );
      expect(agencies.find((agency) => agency.name === UNPAID_AGENCY)).toEqual({
        name: UNPAID_AGENCY,
        isLocked: longOverdue,
        reason: longOverdue ? 'unpaid_budget' : null,
      });
      expect(agencies.filter((agency) => agency.name !== UNPAID_AGENCY && agency.isLocked)).toEqual([]);
    });
  });

  it('seeds once when two instances start together', async () => {
    const other = await createTestDatabase();
    const first = createDatabase(other.url, { max: 1 });
    const second = createDatabase(other.url, { max: 1 });
    try {
      await Promise.all([seedDatabase(first.db, { demo: true }), seedDatabase(second.db, { demo: true })]);
      const counts = await tableCounts(first.db);
      expect(counts).toMatchObject({ users: 14, organizations: 4, announcements: 5000 });
    } finally {
      await first.close();
      await second.close();
      await other.drop();
    }
  }, 30_000);

  describe('announcement generator', () => {
    const reference: GeneratorReference = {
      cities: [
        { id: 1, name: 'Bakı', latitude: 40.4093, longitude: 49.8671 },
        { id: 2, name: 'Sumqayıt', latitude: 40.5897, longitude: 49.6686 },
        { id: 3, name: 'Astara', latitude: 38.456, longitude: 48.875 },
      ],
      districts: [
        { id: 1, cityId: 1, name: 'Nəsimi', kind: 'district', latitude: 40.385, longitude: 49.84 },
        { id: 2, cityId: 1, name: 'Mərdəkan', kind: 'settlement', latitude: 40.4925, longitude: 50.1439 },
      ],
      metroStations: [{ id: 1, cityId: 1, name: '28 May', latitude: 40.3797, longitude: 49.8489 }],
      agents: [{ userId: 7, organizationId: 3, name: 'Leyla Həsənova', phone: '+994557412233' }],
    };
    const now = new Date('2025-06-01T08:00:00Z');
    const generate = (seed: number, count: number, startId?: number) => [
      ...generateAnnouncements({ seed, count, startId, now, reference }),
    ];

    it('gives the same rows for the same seed, and other rows for another', () => {
      expect(generate(42, 300)).toEqual(generate(42, 300));
      expect(generate(43, 300)).not.toEqual(generate(42, 300));
    });

    it('moves only ids and source links with the start id', () => {
      const strip = ({ id: _id, baseUrl: _baseUrl, ...rest }: ReturnType<typeof generate>[number]) => rest;
      const shifted = generate(42, 200, 1_001);
      expect(shifted[0]!.id).toBe(1_001);
      expect(shifted.map(strip)).toEqual(generate(42, 200).map(strip));
    });

    it('keeps its invariants over many rows', () => {
      const rows = generate(7, 20_000);
      expect(rows.filter((row) => !insideAzerbaijan(row))).toEqual([]);
      expect(rows.filter((row) => row.stage !== null && row.stage > (row.stages ?? 0))).toEqual([]);
      expect(
        rows.every(
          (row) => row.createdAt <= now && row.createdAt.getTime() > now.getTime() - 366 * 86_400_000,
        ),
      ).toBe(true);
      expect(rows.every((row) => row.createdAt <= row.updatedAt && row.updatedAt <= now)).toBe(true);
      expect(rows.every((row) => row.metroStationId === null || row.cityId === 1)).toBe(true);
      const types = new Map<number, number>();
      for (const row of rows) types.set(row.propertyType, (types.get(row.propertyType) ?? 0) + 1);
      expect([...types.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(types.get(1)! / rows.length).toBeGreaterThan(0.5);
    });
  });
});
