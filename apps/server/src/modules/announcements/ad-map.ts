import {
  MAP_POINTS_MAX,
  TOTAL_COUNT_CAP,
  type AdMapCluster,
  type AdMapPoint,
  type AdMapQuery,
  type AdMapResult,
} from '@emlak/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { pgCodeOf } from '../../lib/pg-errors';
import { consumeSearch, type Metered } from '../request-limits/request-meter';
import { distanceKm } from '../geo/gazetteer';
import { compileAnnouncementSearch } from './ad-search';
import { cellSizeOf, keptCells, levelFor, type CellArea, type CellCluster } from './map-cells';

/**
 * The market on the map (POST /ad/map, docs/decisions.md "Map and geocoding"): the unsold
 * listings the caller may see, with the market list's filters, inside a circle or the visible
 * box. Up to MAP_POINTS_MAX matches come as points; more come as clusters of a grid whose cells
 * shrink as the map zooms in, each at the mean of its points, so the browser never receives
 * more than a few thousand markers however many listings match. Past TOTAL_COUNT_CAP listings the
 * clusters come from the counts kept per cell (map-cells.ts) instead of the listings.
 */

const EARTH_RADIUS_KM = 6371.0088;
/** Kilometres in a degree of latitude (the shortest, at the equator, so a box never falls short). */
const KM_PER_DEGREE = 110.57;
/** A cluster cell is a quarter of a 256-pixel tile: about 64 pixels on the screen. */
const CELLS_PER_TILE = 4;
/** However large the box, at most this many cells across it. */
const CELLS_ACROSS_MAX = 64;

type Box = { west: number; south: number; east: number; north: number };

/** The box around a circle: its latitude span, and its longitude span at the widest latitude. */
const circleBox = (lat: number, lon: number, radiusKm: number): Box => {
  const dLat = radiusKm / KM_PER_DEGREE;
  const widest = Math.min(89, Math.abs(lat) + dLat);
  const dLon = radiusKm / (KM_PER_DEGREE * Math.cos((widest * Math.PI) / 180));
  return { west: lon - dLon, south: lat - dLat, east: lon + dLon, north: lat + dLat };
};

/**
 * Inside the box, written as the GiST index on point(longitude, latitude) is declared (with its
 * partial predicate), so that the planner walks the R-tree instead of the table.
 */
const inBox = (box: Box): SQL =>
  sql`${announcements.latitude} is not null and ${announcements.longitude} is not null
    and point(${announcements.longitude}, ${announcements.latitude}) <@ box(point(${box.west}::float8, ${box.south}::float8), point(${box.east}::float8, ${box.north}::float8))`;

/** Great-circle distance from the centre (haversine), in kilometres. */
const distanceFrom = (lat: number, lon: number): SQL =>
  sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${announcements.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${announcements.latitude}))
      * power(sin(radians(${announcements.longitude} - ${lon}::float8) / 2), 2))))`;

type Area = { where: SQL; level: number; cells: CellArea };

/**
 * The area condition and the cluster grid's level of a query. The cell wanted (a quarter of a
 * tile, or a sixteenth of a circle's diameter) is rounded up to a grid level's, so that the live
 * query and the kept counts group by the same cells.
 */
const areaOf = (query: AdMapQuery): Area => {
  if ('bbox' in query) {
    const box = query.bbox;
    const span = Math.max(box.east - box.west, box.north - box.south);
    const cell = Math.max(360 / 2 ** query.zoom / CELLS_PER_TILE, span / CELLS_ACROSS_MAX);
    const classify: CellArea['classify'] = (west, south, east, north) =>
      west >= box.west && east <= box.east && south >= box.south && north <= box.north ? 'inside' : 'edge';
    return { where: inBox(box), level: levelFor(cell), cells: { box, classify } };
  }
  const { lat, lon, radiusKm } = query;
  const box = circleBox(lat, lon, radiusKm);
  const where = sql`${inBox(box)} and ${distanceFrom(lat, lon)} <= ${radiusKm}::float8`;
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  const classify: CellArea['classify'] = (west, south, east, north) => {
    // The cell's nearest point to the centre, then its corners (a cell of a few hundred metres is
    // as good as flat: its farthest point is a corner).
    if (distanceKm(lat, lon, clamp(lat, south, north), clamp(lon, west, east)) > radiusKm) return 'outside';
    const corners = [
      [south, west],
      [south, east],
      [north, west],
      [north, east],
    ] as const;
    if (corners.every(([y, x]) => distanceKm(lat, lon, y, x) <= radiusKm)) return 'inside';
    // A cell across the circle's edge counts whole when its centre is inside, else not at all: as
    // much of the rim counted as left out, where counting every touched cell added a fifth at 2 km.
    return distanceKm(lat, lon, (south + north) / 2, (west + east) / 2) <= radiusKm ? 'edge' : 'outside';
  };
  // About sixteen cells across the circle.
  return { where, level: levelFor((2 * radiusKm) / KM_PER_DEGREE / 16), cells: { box, classify } };
};

type PointRow = {
  id: string | number;
  latitude: number;
  longitude: number;
  price: string;
  rooms: number | null;
  property_type: number;
  add_type: string;
  title: string | null;
  geo_precision: AdMapPoint['geoPrecision'] | null;
};

const toPoint = (row: PointRow): AdMapPoint => ({
  id: Number(row.id),
  latitude: row.latitude,
  longitude: row.longitude,
  price: row.price,
  rooms: row.rooms,
  propertyType: row.property_type,
  addType: row.add_type,
  title: row.title,
  // Every written row has one (the placement trigger); a row with coordinates and none is exact.
  geoPrecision: row.geo_precision ?? 'exact',
});

/** The points of an area known to hold at most MAP_POINTS_MAX matches. */
const points = (db: Executor, where: SQL) =>
  db.execute<PointRow>(sql`
    select id, latitude, longitude, price::text as price, rooms, property_type, add_type, title, geo_precision
    from ${announcements} where ${where} limit ${MAP_POINTS_MAX}`);

const largestFirst = (clusters: CellCluster[]): AdMapCluster[] =>
  clusters.sort((a, b) => b.count - a.count || a.latitude - b.latitude || a.longitude - b.longitude);

/** The matching listings grouped by the level's cells, written as map_cell_counts' triggers do. */
const clusters = async (db: Executor, where: SQL, level: number): Promise<AdMapCluster[]> => {
  const scale = 360 / cellSizeOf(level);
  const result = await db.execute<{ latitude: number; longitude: number; count: number }>(sql`
    select avg(${announcements.latitude})::float8 as latitude, avg(${announcements.longitude})::float8 as longitude,
           count(*)::int as count
    from ${announcements} where ${where}
    group by floor(${announcements.longitude} / 360::float8 * ${scale}::float8),
             floor(${announcements.latitude} / 360::float8 * ${scale}::float8)`);
  return largestFirst(
    result.rows.map((row) => ({ latitude: row.latitude, longitude: row.longitude, count: row.count })),
  );
};

/**
 * A box over most of the market aggregates hundreds of thousands of rows (docs/benchmarks.md); past
 * this the read is given up (503, retry) rather than hold one of the pool's connections.
 */
const MAP_STATEMENT_TIMEOUT_MS = 5_000;

export const withinTimeout = <T>(
  db: Executor,
  read: (tx: Executor) => Promise<T>,
  timeoutMs = MAP_STATEMENT_TIMEOUT_MS,
): Promise<T> =>
  db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.trunc(timeoutMs)}`));
      return read(tx);
    })
    .catch((error: unknown) => {
      // 57014 query_canceled: the statement timeout.
      if (pgCodeOf(error) === '57014') throw new AppError('db_unavailable');
      throw error;
    });

/**
 * One metered market search (like POST /ad/table): the filters are checked first (a 400 costs
 * nothing), then the search is counted (429 past the plan's limit), then run.
 *
 * The kept cell counts are read first when they can answer the filters: when the cells wholly
 * inside the area already hold more than `exactUpTo` listings (TOTAL_COUNT_CAP, the lists' count
 * rule), their clusters are the answer and the total, the sum of every cell the area touches, says
 * it is estimated. Otherwise the live grid query groups the matching listings themselves: its
 * counts are the exact total, and a large area needs nothing else (a first query for
 * MAP_POINTS_MAX + 1 rows made PostgreSQL build a bitmap of the whole box before answering); only
 * an area of at most MAP_POINTS_MAX matches is read again, for its points.
 */
export const searchMap = async (
  db: Executor,
  actor: Actor,
  query: AdMapQuery,
  { exactUpTo = TOTAL_COUNT_CAP }: { exactUpTo?: number } = {},
): Promise<Metered<AdMapResult>> => {
  const scope = await compileAnnouncementSearch(
    actor,
    { filters: query.filters, sortOptions: [] },
    { includeSold: false, hideDuplicates: query.hideDuplicates },
  );
  const meter = await consumeSearch(db, actor);
  const area = areaOf(query);
  const where = and(scope, area.where)!;
  const countOf = (cells: readonly AdMapCluster[]) => cells.reduce((sum, cluster) => sum + cluster.count, 0);
  const result = await withinTimeout(db, async (tx): Promise<AdMapResult> => {
    const kept = await keptCells(tx, actor, {
      filters: query.filters,
      hideDuplicates: query.hideDuplicates,
      level: area.level,
      area: area.cells,
    });
    if (kept && kept.inside > exactUpTo) {
      return {
        total: countOf(kept.clusters),
        totalEstimated: true,
        items: [],
        clusters: largestFirst(kept.clusters),
      };
    }
    const grid = await clusters(tx, where, area.level);
    const total = countOf(grid);
    if (total > MAP_POINTS_MAX) return { total, totalEstimated: false, items: [], clusters: grid };
    const items = (await points(tx, where)).rows.map(toPoint).sort((a, b) => b.id - a.id);
    // A listing written between the two reads is shown with the others: the points are the answer.
    return { total: items.length, totalEstimated: false, items, clusters: [] };
  });
  return { result, meter };
};
