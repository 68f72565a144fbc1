import { boolean, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The map's cluster counts, kept ahead of time by statement-level triggers on announcements
 * (migration 0018, docs/decisions.md "Map and geocoding"): per grid level (a cell is 360° / 2^level
 * on a side), cell and visibility (organization, null for the public market; probable duplicate
 * or not), the unsold listings with coordinates there, with the sums of their coordinates. Summary
 * rows (`detailed` false, levels 2..17) leave the filter columns null; detailed rows (levels
 * 2..14) also split by deal, property type and rooms. Only the map's read uses it.
 */
export const mapCellCounts = pgTable(
  'map_cell_counts',
  {
    level: smallint().notNull(),
    detailed: boolean().notNull(),
    organizationId: integer(),
    cellY: integer().notNull(),
    cellX: integer().notNull(),
    isDuplicate: boolean().notNull(),
    addType: text(),
    propertyType: smallint(),
    rooms: smallint(),
    /**
     * Levels 2..11 keep a cell's count in up to 16 rows, one per writing connection, so that
     * simultaneous writes in one city do not queue on one row (migration 0022); a cell's count is
     * the sum of its rows, which is all the map reads.
     */
    stripe: smallint().notNull().default(0),
    count: integer().notNull(),
    sumLatitude: numeric().notNull(),
    sumLongitude: numeric().notNull(),
  },
  // Its unique key (NULLS NOT DISTINCT, which drizzle's index builder cannot declare) is in the
  // migration: map_cell_counts_key.
);
