import {
  adMapQuerySchema,
  AZERBAIJAN_BOUNDS,
  MAP_MAX_ZOOM,
  type AdMapQueryInput,
  type ListFilter,
} from '@emlak/contracts';

/**
 * The part of the map POST /ad/map asks about: the visible box at its zoom, or the circle of the
 * radius search around the selected place.
 */
export type MapArea =
  | { kind: 'box'; west: number; south: number; east: number; north: number; zoom: number }
  | { kind: 'circle'; lat: number; lon: number; radiusKm: number };

/** The server takes boxes within a degree of Azerbaijan: a zoomed-out view is cut to that. */
const LIMIT = {
  west: AZERBAIJAN_BOUNDS.minLongitude - 1,
  east: AZERBAIJAN_BOUNDS.maxLongitude + 1,
  south: AZERBAIJAN_BOUNDS.minLatitude - 1,
  north: AZERBAIJAN_BOUNDS.maxLatitude + 1,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Five decimals (about a metre): a map nudged by a pixel asks the same question again. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** The visible box as the server takes it. */
export const boxArea = (
  bounds: { west: number; south: number; east: number; north: number },
  zoom: number,
): MapArea => ({
  kind: 'box',
  west: round(clamp(bounds.west, LIMIT.west, LIMIT.east)),
  east: round(clamp(bounds.east, LIMIT.west, LIMIT.east)),
  south: round(clamp(bounds.south, LIMIT.south, LIMIT.north)),
  north: round(clamp(bounds.north, LIMIT.south, LIMIT.north)),
  zoom: clamp(Math.round(zoom), 0, MAP_MAX_ZOOM),
});

/**
 * The body of POST /ad/map, checked with the server's own schema: null when it would be refused
 * (a map outside Azerbaijan, a box of no size before the map has been laid out), and then nothing
 * is asked.
 */
export const adMapBody = (filters: ListFilter[], area: MapArea): AdMapQueryInput | null => {
  const body: AdMapQueryInput =
    area.kind === 'box'
      ? {
          filters,
          bbox: { west: area.west, south: area.south, east: area.east, north: area.north },
          zoom: area.zoom,
        }
      : { filters, lat: area.lat, lon: area.lon, radiusKm: area.radiusKm };
  return adMapQuerySchema.safeParse(body).success ? body : null;
};
