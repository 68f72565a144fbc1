import type { AnnouncementFormValues } from '@emlak/contracts';
import { and, eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/helpers';
import { announcements, cities, districts, metroStations } from '../../db/schema';

/** Shared by the announcements test files: seeded places by name, listings inserted directly. */

export type Places = Awaited<ReturnType<typeof loadPlaces>>;

/** Ids of the seeded places the tests use (reference data: every test database has them). */
export const loadPlaces = async (ctx: TestContext) => {
  const cityId = async (name: string) =>
    (await ctx.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name)))[0]!.id;
  const baku = await cityId('Bakı');
  const ganja = await cityId('Gəncə');
  const district = async (name: string) =>
    (
      await ctx.db
        .select({ id: districts.id })
        .from(districts)
        .where(and(eq(districts.cityId, baku), eq(districts.name, name)))
    )[0]!.id;
  const metro = async (name: string) =>
    (
      await ctx.db
        .select({ id: metroStations.id })
        .from(metroStations)
        .where(and(eq(metroStations.cityId, baku), eq(metroStations.name, name)))
    )[0]!.id;
  const [ganjaDistrict] = await ctx.db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.cityId, ganja))
    .limit(1);
  return {
    baku,
    ganja,
    ganjaDistrict: ganjaDistrict?.id ?? null,
    narimanov: await district('Nərimanov'),
    yasamal: await district('Yasamal'),
    sabuncu: await district('Sabunçu'),
    ahmadliMetro: await metro('Əhmədli'),
    narimanovMetro: await metro('Nəriman Nərimanov'),
  };
};

let sequence = 0;
/** A fresh valid mobile number in E.164 for each call. */
export const nextPhone = () => `+99470${String(1_000_000 + ++sequence * 13).slice(-7)}`;

/** Inserts a listing as an import or a generator would (the triggers fill the derived columns). */
export const insertListing = async (
  ctx: TestContext,
  values: Partial<typeof announcements.$inferInsert> & { cityId: number },
) => {
  const [row] = await ctx.db
    .insert(announcements)
    .values({
      price: '100000.00',
      addType: 'sell',
      propertyType: 1,
      area: '50.00',
      phone1: nextPhone(),
      ...values,
    })
    .returning();
  return row!;
};

/** A valid body of POST /ad (and, with a version, PUT /ad/{id}). */
export const listingBody = (places: Places, overrides: Partial<AnnouncementFormValues> = {}) => ({
  title: 'Təzə tikili, 3 otaq',
  description: 'Metroya yaxın, təmirli.',
  price: 185_000.5,
  addType: 'sell',
  propertyType: 1,
  cityId: places.baku,
  districtId: places.narimanov,
  metroStationId: places.narimanovMetro,
  address: 'Təbriz küçəsi 12',
  landmark: 'Gənclik Mall',
  owner: 'Rəşad',
  ownerType: 'owner',
  phone1: '050 123 45 67',
  phone2: '',
  rooms: 3,
  stage: 4,
  stages: 12,
  area: 92.5,
  areaMeasureUnit: 1,
  hasTitleDeed: true,
  isRenovated: true,
  mortgage: false,
  latitude: 40.4,
  longitude: 49.87,
  ...overrides,
});
