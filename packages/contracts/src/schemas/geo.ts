import { z } from 'zod';
import { listQueryFields } from '../list-query';
import { queryInteger, text } from './primitives';
import { AZERBAIJAN_BOUNDS } from './reference';

/**
 * Place search (the offline gazetteer, docs/decisions.md "Map and geocoding") and the listings on
 * the map (`POST /ad/map`). The geocoding answer keeps the provider's shape the map screen reads:
 * `features[0].center` is `[lon, lat]`, `place_name` the full name, `text` the short one.
 */

export const GEO_PLACE_KINDS = ['city', 'district', 'settlement', 'metro', 'landmark'] as const;
export type GeoPlaceKind = (typeof GEO_PLACE_KINDS)[number];

export const GEO_SEARCH_TERM_MAX = 100;
export const GEO_SEARCH_LIMIT_MAX = 20;
export const GEO_SEARCH_LIMIT_DEFAULT = 8;

/** Map constants of the spec: Baku, zoom 10; a picked place flies to zoom 14; at most 18. */
export const MAP_DEFAULT_CENTER = { latitude: 40.41, longitude: 49.83 } as const;
export const MAP_DEFAULT_ZOOM = 10;
export const MAP_FLY_TO_ZOOM = 14;
export const MAP_MAX_ZOOM = 18;
export const MAP_RADIUS_KM_MIN = 0.1;
export const MAP_RADIUS_KM_MAX = 50;
/** Above this many matches `/ad/map` answers clusters instead of points. */
export const MAP_POINTS_MAX = 500;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** GET /geo/search?q=&limit= */
export const geoSearchQuerySchema = z.strictObject({
  q: text().trim().min(1).max(GEO_SEARCH_TERM_MAX),
  limit: queryInteger({ min: 1, max: GEO_SEARCH_LIMIT_MAX }).default(GEO_SEARCH_LIMIT_DEFAULT),
});
export type GeoSearchQuery = z.infer<typeof geoSearchQuerySchema>;

const queryDecimal = z
  .string()
  .regex(/^-?\d{1,3}(?:\.\d{1,12})?$/, { message: 'validation.invalidNumber' })
  .transform(Number);

/** GET /geo/reverse?lon=&lat= */
export const geoReverseQuerySchema = z.strictObject({
  // A plain decimal only: z.coerce.number() would read '' as 0 and '0x10' as 16.
  lon: queryDecimal.pipe(longitude),
  lat: queryDecimal.pipe(latitude),
  limit: queryInteger({ min: 1, max: GEO_SEARCH_LIMIT_MAX }).default(1),
});
export type GeoReverseQuery = z.infer<typeof geoReverseQuerySchema>;

export const geoFeatureSchema = z.object({
  id: z.string(),
  /** [longitude, latitude], as the geocoding providers answer. */
  center: z.tuple([longitude, latitude]),
  place_name: z.string(),
  text: z.string(),
  kind: z.enum(GEO_PLACE_KINDS),
});
export type GeoFeature = z.infer<typeof geoFeatureSchema>;

export const geoFeatureCollectionSchema = z.object({ features: z.array(geoFeatureSchema) });
export type GeoFeatureCollection = z.infer<typeof geoFeatureCollectionSchema>;

/** The spec's "Selected map location", kept by the map screen. */
export const selectedMapLocationSchema = z.object({
  lat: latitude,
  lon: longitude,
  display_name: z.string(),
});
export type SelectedMapLocation = z.infer<typeof selectedMapLocationSchema>;

/** How a listing's point was found: its own coordinates, or its landmark, metro, district, city. */
export const GEO_PRECISIONS = ['exact', 'landmark', 'metro', 'district', 'city'] as const;
export type GeoPrecision = (typeof GEO_PRECISIONS)[number];

const mapLatitude = z
  .number()
  .min(AZERBAIJAN_BOUNDS.minLatitude - 1)
  .max(AZERBAIJAN_BOUNDS.maxLatitude + 1);
const mapLongitude = z
  .number()
  .min(AZERBAIJAN_BOUNDS.minLongitude - 1)
  .max(AZERBAIJAN_BOUNDS.maxLongitude + 1);

export const mapBoundingBoxSchema = z
  .strictObject({ west: mapLongitude, south: mapLatitude, east: mapLongitude, north: mapLatitude })
  .refine((box) => box.west < box.east && box.south < box.north, {
    message: 'validation.invalidBoundingBox',
    path: ['east'],
  });

/**
 * POST /ad/map: the market filters of `/ad/table` (`filters`, no paging or sorting) and either a
 * circle (`lat`, `lon`, `radiusKm`) or the visible box with the map's zoom.
 */
export const adMapQuerySchema = z.union([
  z.strictObject({
    filters: listQueryFields.filters,
    hideDuplicates: z.boolean().default(false),
    lat: mapLatitude,
    lon: mapLongitude,
    radiusKm: z.number().min(MAP_RADIUS_KM_MIN).max(MAP_RADIUS_KM_MAX),
  }),
  z.strictObject({
    filters: listQueryFields.filters,
    hideDuplicates: z.boolean().default(false),
    bbox: mapBoundingBoxSchema,
    zoom: z.number().int().min(0).max(MAP_MAX_ZOOM),
  }),
]);
export type AdMapQuery = z.infer<typeof adMapQuerySchema>;
export type AdMapQueryInput = z.input<typeof adMapQuerySchema>;

export const adMapPointSchema = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  /** Exact decimal string in AZN, as in the market list. */
  price: z.string(),
  rooms: z.number().int().nullable(),
  propertyType: z.number().int(),
  addType: z.string(),
  title: z.string().nullable(),
  geoPrecision: z.enum(GEO_PRECISIONS),
});
export type AdMapPoint = z.infer<typeof adMapPointSchema>;

export const adMapClusterSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
});
export type AdMapCluster = z.infer<typeof adMapClusterSchema>;

export const adMapResultSchema = z.object({
  total: z.number().int(),
  /**
   * True when `total` (past TOTAL_COUNT_CAP matches, like a list's capped count) was counted from
   * the grid cells rather than listing by listing: a cell crossing a box's edge counts whole, one
   * crossing a circle's edge counts whole when its centre is inside and not at all otherwise. The
   * cells wholly inside already hold more than TOTAL_COUNT_CAP. The clusters' counts add up to it.
   */
  totalEstimated: z.boolean().default(false),
  items: z.array(adMapPointSchema),
  clusters: z.array(adMapClusterSchema),
});
export type AdMapResult = z.infer<typeof adMapResultSchema>;

/** The spec's five map styles. */
export const MAP_STYLES = ['streets', 'satellite', 'terrain', 'topo', 'openstreetmap'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/** GET /geo/tile-layers: the styles' tile URLs and attributions from the server's configuration. */
export const mapTileLayerSchema = z.object({
  style: z.enum(MAP_STYLES),
  /** A Leaflet URL template ({z}/{x}/{y}, optional {s}). */
  url: z.string(),
  attribution: z.string(),
  maxZoom: z.number().int(),
});
export type MapTileLayer = z.infer<typeof mapTileLayerSchema>;
export const mapTileLayersSchema = z.array(mapTileLayerSchema);
