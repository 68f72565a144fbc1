import type { announcements } from '../../schema';
import { BAKU } from '../reference/cities';
import { createRandom, type Random } from './random';
import * as words from './vocabulary';

type Point = { latitude: number; longitude: number };
type CityRef = Point & { id: number; name: string };
type DistrictRef = Point & { id: number; cityId: number; name: string; kind: 'district' | 'settlement' };
type MetroRef = Point & { id: number; cityId: number; name: string };
type AgentRef = { userId: number; organizationId: number; name: string; phone: string | null };

/** The rows generated listings point at, as read from the database (see load-reference.ts). */
export type GeneratorReference = {
  cities: readonly CityRef[];
  districts: readonly DistrictRef[];
  metroStations: readonly MetroRef[];
  /** Agents who post some of the listings on behalf of their organization; may be empty. */
  agents: readonly AgentRef[];
};

/** Every column but the version and what the triggers derive (duplicateOf, searchText, geoPrecision). */
export type AnnouncementRow = Required<
  Omit<typeof announcements.$inferInsert, 'version' | 'duplicateOf' | 'searchText' | 'geoPrecision'>
>;

export type GenerateOptions = {
  seed: number;
  count: number;
  /** Ids are explicit so that the rows are fully determined and others can refer to them. */
  startId?: number;
  /** Listings are spread over the `spanDays` days (365 unless given) before this moment. */
  now: Date;
  spanDays?: number;
  reference: GeneratorReference;
};

const DAY_MS = 86_400_000;
const MARKET_AGENTS = 300;
const AGENT_POSTED_SHARE = 0.06;
const MARKET_AGENT_SHARE = 0.3;

/** How a city's listings are spread over its districts: flats in town, houses and land outside. */
type CityPlan = {
  city: CityRef;
  priceFactor: number;
  urban: readonly (readonly [DistrictRef | null, number])[];
  suburban: readonly (readonly [DistrictRef | null, number])[];
};

/** Share of listings per city; every other city or district gets a small even share. */
const CITY_WEIGHTS: Readonly<Record<string, number>> = {
  [BAKU]: 68,
  Sumqayıt: 6,
  Xırdalan: 5,
  Gəncə: 4,
  Abşeron: 3,
  Mingəçevir: 1,
  Lənkəran: 1,
  Şəki: 1,
  Quba: 1,
  Qəbələ: 1,
  Naxçıvan: 0.6,
  Şirvan: 0.6,
  Qusar: 0.5,
  Xaçmaz: 0.5,
  İsmayıllı: 0.4,
  Şamaxı: 0.4,
};
const OTHER_CITY_WEIGHT = 0.08;

/** Price level against central-Baku-ish 1.0. */
const PRICE_FACTORS: Readonly<Record<string, number>> = {
  Səbail: 1.45,
  Nəsimi: 1.4,
  Yasamal: 1.25,
  Nərimanov: 1.25,
  Xətai: 1.05,
  Nizami: 0.9,
  Binəqədi: 0.85,
  Xəzər: 0.7,
  Sabunçu: 0.7,
  Suraxanı: 0.65,
  Qaradağ: 0.6,
  Pirallahı: 0.5,
  Sumqayıt: 0.55,
  Xırdalan: 0.55,
  Abşeron: 0.5,
  Gəncə: 0.45,
};
const SETTLEMENT_FACTOR = 0.6;
const TOWN_FACTOR = 0.3;

/** Residential weight of Baku's districts; settlements share the rest. */
const DISTRICT_WEIGHTS: Readonly<Record<string, number>> = {
  Nəsimi: 10,
  Yasamal: 10,
  Nərimanov: 9,
  Xətai: 9,
  Binəqədi: 8,
  Nizami: 7,
  Səbail: 6,
  Sabunçu: 5,
  Suraxanı: 4,
  Xəzər: 3,
  Qaradağ: 2,
  Pirallahı: 0.3,
};

const PROPERTY_TYPES = [
  [1, 62],
  [2, 14],
  [3, 6],
  [4, 3],
  [5, 9],
  [6, 6],
] as const;
/** Share of rentals per property type (the rest is for sale). */
const RENT_SHARE: Readonly<Record<number, number>> = { 1: 0.3, 2: 0.2, 3: 0.45, 4: 0.25, 5: 0.03, 6: 0.4 };
const APARTMENT_ROOMS = [
  [1, 15],
  [2, 35],
  [3, 33],
  [4, 13],
  [5, 4],
] as const;
const APARTMENT_AREA: Readonly<Record<number, readonly [number, number]>> = {
  1: [32, 60],
  2: [48, 90],
  3: [68, 135],
  4: [95, 185],
  5: [135, 260],
};
const CITY_FLOORS = [
  [5, 15],
  [9, 20],
  [12, 12],
  [14, 8],
  [16, 15],
  [17, 10],
  [20, 10],
  [24, 6],
  [30, 4],
] as const;
const TOWN_FLOORS = [
  [2, 10],
  [3, 15],
  [4, 20],
  [5, 35],
  [9, 20],
  [12, 5],
] as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Triangular noise in (-spread, spread): most points near the centre, none far away. */
const jitter = (random: Random, spread: number) => (random.next() + random.next() - 1) * spread;

const distanceKm = (a: Point, b: Point) => {
  const dLat = (a.latitude - b.latitude) * 111.32;
  const dLon = (a.longitude - b.longitude) * 111.32 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.sqrt(dLat * dLat + dLon * dLon);
};

export const mobilePhone = (random: Random) =>
  `+994${random.pick(words.MOBILE_CODES)}${random.int(2_000_000, 9_999_999)}`;

export const personName = (random: Random, withSurname: boolean) => {
  const female = random.chance(0.4);
  const first = random.pick(female ? words.FEMALE_NAMES : words.MALE_NAMES);
  if (!withSurname) return first;
  const surname = random.pick(words.SURNAMES);
  return `${first} ${female ? `${surname}a` : surname}`;
};

const twoOf = <T>(random: Random, items: readonly T[]): T[] => {
  const first = random.int(0, items.length - 1);
  const second = (first + random.int(1, items.length - 1)) % items.length;
  return [items[first]!, items[second]!];
};

const planCities = (reference: GeneratorReference): (readonly [CityPlan, number])[] => {
  const districtsByCity = new Map<number, DistrictRef[]>();
  for (const district of reference.districts) {
    districtsByCity.set(district.cityId, [...(districtsByCity.get(district.cityId) ?? []), district]);
  }
  return reference.cities.map((city) => {
    const parts = districtsByCity.get(city.id) ?? [];
    const weightOf = (district: DistrictRef, suburban: boolean) => {
      const base = DISTRICT_WEIGHTS[district.name] ?? (district.kind === 'settlement' ? 1.2 : 5);
      if (!suburban) return base;
      return district.kind === 'settlement' ? base * 4 : base * 0.3;
    };
    const urban =
      parts.length > 0 ? parts.map((d) => [d, weightOf(d, false)] as const) : [[null, 1] as const];
    const suburban =
      parts.length > 0 ? parts.map((d) => [d, weightOf(d, true)] as const) : [[null, 1] as const];
    const plan = { city, priceFactor: PRICE_FACTORS[city.name] ?? TOWN_FACTOR, urban, suburban };
    return [plan, CITY_WEIGHTS[city.name] ?? OTHER_CITY_WEIGHT] as const;
  });
};

/**
 * Believable market listings, one at a time and in constant memory, so the same function
 * feeds the 5,000-row demo and the 1,000,000-row benchmark. Pure: the same options give the
 * same rows, byte for byte.
 */
export function* generateAnnouncements(options: GenerateOptions): Generator<AnnouncementRow> {
  const { reference, now } = options;
  if (reference.cities.length === 0) throw new Error('The generator needs at least one city.');
  const random = createRandom(options.seed);
  const cityPlans = planCities(reference);
  // A separate stream, so that the market agents do not depend on how many rows are drawn.
  const agentRandom = createRandom(options.seed ^ 0x5bd1e995);
  const marketAgents = Array.from({ length: MARKET_AGENTS }, () => ({
    name: personName(agentRandom, agentRandom.chance(0.5)),
    phone: mobilePhone(agentRandom),
    phone2: agentRandom.chance(0.3) ? mobilePhone(agentRandom) : null,
  }));
  const startId = options.startId ?? 1;
  const nowMs = now.getTime();
  const spanDays = options.spanDays ?? 365;

  for (let index = 0; index < options.count; index++) {
    const id = startId + index;
    const plan = random.weighted(cityPlans);
    const { city } = plan;
    const isBaku = city.name === BAKU;
    const propertyType = random.weighted(PROPERTY_TYPES);
    const addType = random.chance(RENT_SHARE[propertyType]!) ? ('rent' as const) : ('sell' as const);
    const sell = addType === 'sell';
    const suburban = propertyType === 2 || propertyType === 5;
    const district = random.weighted(suburban ? plan.suburban : plan.urban);
    const centre: Point = district ?? city;
    const spread = district ? (district.kind === 'settlement' ? 0.008 : 0.012) : 0.014;
    const latitude = Number((centre.latitude + jitter(random, spread)).toFixed(6));
    const longitude = Number((centre.longitude + jitter(random, spread * 1.3)).toFixed(6));
    let metro: MetroRef | null = null;
    if (isBaku) {
      let best = 1.2;
      for (const station of reference.metroStations) {
        const distance = distanceKm({ latitude, longitude }, station);
        if (station.cityId === city.id && distance < best) {
          best = distance;
          metro = station;
        }
      }
    }
    const factor = district ? (PRICE_FACTORS[district.name] ?? SETTLEMENT_FACTOR) : plan.priceFactor;
    const floors = isBaku ? CITY_FLOORS : TOWN_FLOORS;

    let rooms: number | null = null;
    let stage: number | null = null;
    let stages: number | null = null;
    let area: number;
    let price: number;
    let areaMeasureUnit = 1;
    let label: string;
    let features: readonly string[];
    switch (propertyType) {
      case 1: {
        rooms = random.weighted(APARTMENT_ROOMS);
        const [minArea, maxArea] = APARTMENT_AREA[rooms]!;
        area = random.int(minArea, maxArea);
        stages = random.weighted(floors);
        stage = random.int(1, stages);
        label = `${rooms} otaqlı ${stages >= 12 ? 'yeni tikili' : 'köhnə tikili'}`;
        features = words.APARTMENT_FEATURES;
        price = sell
          ? isBaku
            ? roundTo(clamp(area * 1900 * factor * random.float(0.8, 1.25), 60_000, 600_000), 1000)
            : roundTo(clamp(area * 1900 * factor * random.float(0.8, 1.25), 18_000, 250_000), 500)
          : isBaku
            ? roundTo(
                clamp([450, 650, 900, 1300, 1800][rooms - 1]! * factor * random.float(0.85, 1.2), 400, 3000),
                50,
              )
            : roundTo(clamp(rooms * 160 * factor * random.float(1.5, 2.5), 150, 1200), 10);
        break;
      }
      case 2:
        rooms = random.int(3, 8);
        area = random.int(70 + rooms * 10, 120 + rooms * 40);
        stages = random.int(1, 3);
        label = `${rooms} otaqlı ${area > 250 ? 'villa' : 'həyət evi'}`;
        features = words.HOUSE_FEATURES;
        price = sell
          ? roundTo(
              clamp(area * 1300 * factor * random.float(0.7, 1.4), isBaku ? 70_000 : 25_000, 1_500_000),
              1000,
            )
          : roundTo(clamp(area * 7 * factor * random.float(0.8, 1.3), isBaku ? 600 : 200, 6000), 50);
        break;
      case 3:
        area = random.int(25, 400);
        rooms = clamp(Math.round(area / 35), 1, 12);
        stages = random.weighted(floors);
        stage = random.int(1, stages);
        label = 'ofis';
        features = words.BUSINESS_FEATURES;
        price = sell
          ? roundTo(clamp(area * 2200 * factor * random.float(0.8, 1.3), 30_000, 2_500_000), 1000)
          : roundTo(clamp(area * 18 * factor * random.float(0.8, 1.3), 300, 15_000), 50);
        break;
      case 4:
        area = random.int(16, 40);
        label = 'qaraj';
        features = words.GARAGE_FEATURES;
        price = sell
          ? roundTo(clamp(area * 900 * factor * random.float(0.7, 1.3), 5000, 45_000), 500)
          : roundTo(clamp(area * 7 * factor * random.float(0.8, 1.3), 60, 350), 10);
        break;
      case 5: {
        areaMeasureUnit = 2;
        area = isBaku ? random.int(2, 20) : random.int(3, 50) + (random.chance(0.3) ? 0.5 : 0);
        const perSot = (isBaku ? 9000 : 6000) * factor * random.float(0.6, 1.5);
        label = 'torpaq sahəsi';
        features = words.LAND_FEATURES;
        price = sell
          ? roundTo(clamp(area * perSot, 2000, 2_000_000), 500)
          : roundTo(clamp(area * 40 * factor, 100, 3000), 10);
        break;
      }
      default:
        area = random.int(20, 400);
        rooms = random.int(1, 4);
        stages = random.weighted(floors);
        stage = random.chance(0.8) ? 1 : random.int(1, stages);
        label = random.pick(words.COMMERCIAL_KINDS);
        features = words.BUSINESS_FEATURES;
        price = sell
          ? roundTo(clamp(area * 2000 * factor * random.float(0.7, 1.3), 25_000, 2_000_000), 1000)
          : roundTo(clamp(area * 20 * factor * random.float(0.8, 1.3), 400, 20_000), 50);
    }

    const withRepair = propertyType !== 4 && propertyType !== 5;
    const isRenovated = withRepair ? random.chance(0.7) : null;
    const hasTitleDeed = sell ? random.chance(stages !== null && stages >= 12 ? 0.6 : 0.85) : null;
    const mortgage = sell ? Boolean(hasTitleDeed) && propertyType <= 2 && random.chance(0.4) : null;

    const details: string[] = [];
    if (propertyType === 1 && stage !== null) details.push(`Mənzil ${stage}/${stages} mərtəbədə yerləşir`);
    if (isRenovated !== null) details.push(isRenovated ? 'Əla təmirli' : 'Təmirə ehtiyacı var');
    if (hasTitleDeed) details.push('Çıxarışı var');
    if (mortgage) details.push('İpoteka ilə almaq mümkündür');
    if (metro) details.push(`${metro.name} metrosuna piyada ${random.int(3, 15)} dəqiqə`);
    details.push(...twoOf(random, features));
    if (sell && random.chance(0.15)) details.push('Təcili satılır');
    if (!sell)
      details.push(random.pick(['Uzunmüddətli kirayə verilir', 'Ailəyə verilir', 'Depozit tələb olunur']));

    const houseNumber = random.int(1, 180);
    const address = isBaku
      ? district?.kind === 'settlement'
        ? `${district.name} qəs., ${random.pick(words.TOWN_STREETS)} ${houseNumber}`
        : `${random.pick(words.BAKU_STREETS)} ${houseNumber}`
      : `${city.name}, ${random.pick(words.TOWN_STREETS)} ${houseNumber}`;

    const agent =
      reference.agents.length > 0 && random.chance(AGENT_POSTED_SHARE) ? random.pick(reference.agents) : null;
    let owner: string;
    let ownerType: 'owner' | 'agency';
    let phone1: string;
    let phone2: string | null;
    if (agent) {
      owner = agent.name;
      ownerType = 'agency';
      phone1 = agent.phone ?? mobilePhone(random);
      phone2 = null;
    } else if (random.chance(MARKET_AGENT_SHARE)) {
      // Squaring skews towards the first agents: a few phones stand behind very many listings.
      const marketAgent = marketAgents[Math.floor(random.next() ** 2 * MARKET_AGENTS)]!;
      owner = marketAgent.name;
      ownerType = 'agency';
      phone1 = marketAgent.phone;
      phone2 = marketAgent.phone2;
    } else {
      owner = personName(random, random.chance(0.5));
      ownerType = 'owner';
      phone1 = mobilePhone(random);
      phone2 = random.chance(0.15) ? mobilePhone(random) : null;
    }

    // Skewed towards recent months, as a live market is.
    const ageMs = Math.floor(random.next() ** 1.5 * spanDays * DAY_MS);
    const createdAt = new Date(nowMs - ageMs);
    const updatedAt = random.chance(0.2) ? new Date(nowMs - Math.floor(ageMs * random.next())) : createdAt;

    yield {
      id,
      organizationId: agent?.organizationId ?? null,
      createdByUserId: agent?.userId ?? null,
      baseUrl: agent ? null : `https://market.example.az/elan/${id}`,
      title: `${sell ? 'Satılır' : 'Kirayə verilir'}: ${label}, ${area} ${areaMeasureUnit === 2 ? 'sot' : 'm²'}`,
      description: `${details.join('. ')}.`,
      price: String(price),
      cityId: city.id,
      districtId: district?.id ?? null,
      metroStationId: metro?.id ?? null,
      address,
      landmark: metro ? `${metro.name} m.` : random.chance(0.6) ? random.pick(words.LANDMARKS) : null,
      owner,
      ownerType,
      phone1,
      phone2,
      color: random.pick(words.COLORS),
      addType,
      propertyType,
      rooms,
      stage,
      stages,
      area: String(area),
      areaMeasureUnit,
      hasTitleDeed,
      isRenovated,
      mortgage,
      latitude,
      longitude,
      isSold: false,
      soldAt: null,
      createdAt,
      updatedAt,
    };
  }
}
