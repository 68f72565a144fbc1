import { AD_TYPES, type ListFilter } from '@emlak/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mapCellCounts } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { compileListQuery, defineListResource } from '../../lib/list-query';
import { visibleAnnouncements } from './announcement-columns';
import { isRoomSetFilter } from './room-sets';

/**
 * The map's grid and its counts kept ahead of time (map_cell_counts, migration 0018,
 * docs/decisions.md "Map and geocoding"). A level-L cell is 360° / 2^L on a side and a point's
 * cell is floor(coordinate / 360 * 2^L), in the live query and in the triggers alike.
 */

/** The levels the table keeps: summary rows 2..17, rows split by the filter columns 2..14. */
export const MAP_LEVEL_MIN = 2;
export const MAP_SUMMARY_LEVEL_MAX = 17;
export const MAP_DETAILED_LEVEL_MAX = 14;

export const cellSizeOf = (level: number) => 360 / 2 ** level;

/** The finest level whose cells are at least `cell` degrees on a side (a wanted size rounded up). */
export const levelFor = (cell: number) => Math.max(0, Math.floor(Math.log2(360 / cell) + 1e-9));

/** The same cell index the SQL computes (the division first, then an exact power-of-two scaling). */
const cellIndex = (coordinate: number, level: number) => Math.floor((coordinate / 360) * 2 ** level);

/** The last cell a box ending at `coordinate` overlaps: not the next one when it ends on a cell's edge. */
const lastCellIndex = (coordinate: number, level: number) => Math.ceil((coordinate / 360) * 2 ** level) - 1;

/** The filters the detailed rows can answer, compiled against their columns like the market's. */
const mapCellList = defineListResource({
  fields: {
    propertyType: { column: mapCellCounts.propertyType, type: 'number' },
    addType: { column: mapCellCounts.addType, type: 'enum', values: AD_TYPES },
    // Sortable only because a resource needs a default order; the map's read has none.
    rooms: { column: mapCellCounts.rooms, type: 'number', sortable: true },
  },
  defaultSort: [{ field: 'rooms', direction: 'asc' }],
  tieBreaker: mapCellCounts.level,
});

/** Whether the kept counts can answer these filters (a rooms set such as '1,3,5+' they cannot). */
const coveredFilters = (filters: readonly ListFilter[]) =>
  filters.every((filter) => Object.hasOwn(mapCellList.fields, filter.field) && !isRoomSetFilter(filter));

export type CellArea = {
  box: { west: number; south: number; east: number; north: number };
  /** 'inside' when the whole cell is in the area, 'outside' when none of it, else 'edge'. */
  classify: (west: number, south: number, east: number, north: number) => 'inside' | 'edge' | 'outside';
};

export type CellCluster = { latitude: number; longitude: number; count: number };

/**
 * The clusters of the cells the area touches, from the kept counts, with how many listings lie in
 * cells wholly inside the area (a lower bound of the exact total; the sum of all is an upper
 * bound). Null when the table cannot answer: a filter it does not split by, or too fine a level.
 */
export const keptCells = async (
  db: Executor,
  actor: Actor,
  request: { filters: readonly ListFilter[]; hideDuplicates: boolean; level: number; area: CellArea },
): Promise<{ clusters: CellCluster[]; inside: number } | null> => {
  const { filters, hideDuplicates, level, area } = request;
  if (!coveredFilters(filters)) return null;
  const detailed = filters.length > 0;
  if (level < MAP_LEVEL_MIN || level > (detailed ? MAP_DETAILED_LEVEL_MAX : MAP_SUMMARY_LEVEL_MAX))
    return null;
  // The filters were checked against the market's fields already: same names, same types.
  const { where: filtered } = compileListQuery(mapCellList, { filters: [...filters], sortOptions: [] });
  const c = mapCellCounts;
  const where: SQL = and(
    sql`${c.level} = ${level} and ${c.detailed} = ${detailed}`,
    sql`${c.cellY} between ${cellIndex(area.box.south, level)} and ${lastCellIndex(area.box.north, level)}`,
    sql`${c.cellX} between ${cellIndex(area.box.west, level)} and ${lastCellIndex(area.box.east, level)}`,
    visibleAnnouncements(actor, c.organizationId),
    hideDuplicates ? sql`not ${c.isDuplicate}` : undefined,
    filtered,
  )!;
  const result = await db.execute<{
    cell_x: number;
    cell_y: number;
    count: number;
    latitude: number;
    longitude: number;
  }>(sql`
    select ${c.cellX} as cell_x, ${c.cellY} as cell_y, sum(${c.count})::int as count,
           (sum(${c.sumLatitude}) / sum(${c.count}))::float8 as latitude,
           (sum(${c.sumLongitude}) / sum(${c.count}))::float8 as longitude
    from ${c} where ${where}
    group by ${c.cellY}, ${c.cellX} having sum(${c.count}) > 0`);
  const size = cellSizeOf(level);
  const clusters: CellCluster[] = [];
  let inside = 0;
  for (const row of result.rows) {
    const west = row.cell_x * size;
    const south = row.cell_y * size;
    const place = area.classify(west, south, west + size, south + size);
    if (place === 'outside') continue;
    if (place === 'inside') inside += row.count;
    clusters.push({ latitude: row.latitude, longitude: row.longitude, count: row.count });
  }
  return { clusters, inside };
};
