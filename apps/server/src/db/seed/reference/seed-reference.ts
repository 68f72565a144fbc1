import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../client';
import {
  cities,
  districts,
  exchangeRates,
  landmarks,
  menus,
  metroStations,
  plans,
  roleMenus,
  roles,
} from '../../schema';
import { BAKU, cityRows } from './cities';
import { districtSeeds } from './districts';
import { exchangeRateSeeds } from './exchange-rates';
import { landmarkMatchKeys, landmarkSeeds } from './landmarks';
import { menuSeeds, roleMenuSeeds } from './menus';
import { metroStationSeeds } from './metro-stations';
import { planSeeds } from './plans';
import { roleSeeds } from './roles';

/**
 * Reference data, on every start. Rows an operator can edit on a screen (roles, cities, menus,
 * role menus, plans, exchange rates) are inserted when missing and otherwise left as the
 * operator made them. The gazetteer (districts, settlements, metro stations) has no screen, so
 * it follows this code: its rows are upserted.
 */
export const seedReference = async (tx: Executor): Promise<void> => {
  await tx.insert(roles).values(roleSeeds).onConflictDoNothing({ target: roles.id });
  await tx
    .insert(cities)
    .values([...cityRows])
    .onConflictDoNothing();
  await seedGazetteer(tx);
  await seedLandmarks(tx);
  await seedMenus(tx);
  await tx
    .insert(plans)
    .values([...planSeeds])
    .onConflictDoNothing();
  await tx
    .insert(exchangeRates)
    .values([...exchangeRateSeeds])
    .onConflictDoNothing({ target: exchangeRates.currency });
};

const seedGazetteer = async (tx: Executor) => {
  const cityNames = [...new Set([BAKU, ...districtSeeds.map((district) => district.cityName)])];
  const cityIds = new Map(
    (
      await tx
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(inArray(cities.name, cityNames))
    ).map((city) => [city.name, city.id]),
  );
  // A city is missing here only when an operator changed the case of its name (the insert above
  // then skipped it as a duplicate): better no districts for it than a failed start.
  const districtRows = districtSeeds.flatMap(({ cityName, ...district }) => {
    const cityId = cityIds.get(cityName);
    return cityId === undefined ? [] : [{ cityId, ...district }];
  });
  if (districtRows.length > 0) {
    await tx
      .insert(districts)
      .values(districtRows)
      .onConflictDoUpdate({
        target: [districts.cityId, districts.name],
        set: {
          kind: sql`excluded.kind`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
        setWhere: sql`(${districts.kind}, ${districts.latitude}, ${districts.longitude})
          is distinct from (excluded.kind, excluded.latitude, excluded.longitude)`,
      });
  }
  const bakuId = cityIds.get(BAKU);
  if (bakuId === undefined) return;
  await tx
    .insert(metroStations)
    .values(
      metroStationSeeds.map(([name, line, latitude, longitude]) => ({
        cityId: bakuId,
        name,
        line,
        latitude,
        longitude,
      })),
    )
    .onConflictDoUpdate({
      target: [metroStations.cityId, metroStations.name],
      set: { line: sql`excluded.line`, latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
      setWhere: sql`(${metroStations.line}, ${metroStations.latitude}, ${metroStations.longitude})
        is distinct from (excluded.line, excluded.latitude, excluded.longitude)`,
    });
};

/** Landmarks follow this code like the rest of the gazetteer: upserted by name. */
const seedLandmarks = async (tx: Executor) => {
  await tx
    .insert(landmarks)
    .values(
      landmarkSeeds.map((seed) => {
        const [name, nameEn, nameRu, latitude, longitude] = seed;
        return { name, nameEn, nameRu, latitude, longitude, matchKeys: landmarkMatchKeys(seed) };
      }),
    )
    .onConflictDoUpdate({
      target: landmarks.name,
      set: {
        nameEn: sql`excluded.name_en`,
        nameRu: sql`excluded.name_ru`,
        matchKeys: sql`excluded.match_keys`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
      },
      setWhere: sql`(${landmarks.nameEn}, ${landmarks.nameRu}, ${landmarks.matchKeys}, ${landmarks.latitude}, ${landmarks.longitude})
        is distinct from (excluded.name_en, excluded.name_ru, excluded.match_keys, excluded.latitude, excluded.longitude)`,
    });
};

/**
 * Menus are matched by url. A menu's `name` (the web app's translation key) and `icon` belong
 * to the code and are brought up to date; description, order and status stay the operator's.
 * Role menus are granted only together with a menu that is new, so that grants an operator
 * removed on the role-specific menus screen stay removed after a restart.
 */
const seedMenus = async (tx: Executor) => {
  const existing = new Set((await tx.select({ url: menus.url }).from(menus)).map((menu) => menu.url));
  const missing = menuSeeds
    .map((menu, index) => ({ ...menu, menuUrl: menu.url, status: true, displayOrder: index + 1 }))
    .filter((menu) => !existing.has(menu.url));
  if (missing.length > 0) {
    const inserted = await tx
      .insert(menus)
      .values(missing)
      .onConflictDoNothing({ target: menus.url })
      .returning({ id: menus.id, name: menus.name });
    const grants = Object.entries(roleMenuSeeds).flatMap(([roleId, names]) =>
      inserted
        .filter((menu) => names.includes(menu.name))
        .map((menu) => ({ roleId: Number(roleId), menuId: menu.id })),
    );
    if (grants.length > 0) await tx.insert(roleMenus).values(grants).onConflictDoNothing();
  }
  const codeOwned = sql.join(
    menuSeeds.map((menu) => sql`(${menu.url}, ${menu.name}, ${menu.icon})`),
    sql`, `,
  );
  await tx.execute(sql`
    update menus set name = seed.name, icon = seed.icon, updated_at = now()
    from (values ${codeOwned}) as seed (url, name, icon)
    where menus.url = seed.url and (menus.name, menus.icon) is distinct from (seed.name, seed.icon)`);
};
