import {
  AD_PRICE_MAX,
  AD_TYPES,
  MAP_MAX_ZOOM,
  MAP_RADIUS_KM_MAX,
  MAP_RADIUS_KM_MIN,
  PROPERTY_TYPES,
  stripControlCharacters,
  type AdType,
  type ListFilter,
  type SelectedMapLocation,
} from '@emlak/contracts';

/**
 * What the map screen shows, as the address holds it (so a reload or a shared link opens the same
 * map): `?deal=sell&type=1&rooms=2,5&priceMin=50000&priceMax=150000&lat=40.4028&lon=49.8706&
 * place=Nərimanov&r=1&at=40.40,49.87,14`. A hand-edited value that means nothing is left out.
 */

/** The rooms chips 1 2 3 4 5+ (5+ is five or more), as on the market screen. */
export const MAP_ROOM_CHIPS = [1, 2, 3, 4, 5] as const;
export type MapRoomChip = (typeof MAP_ROOM_CHIPS)[number];
const ROOMS_OPEN_END: MapRoomChip = 5;

/** The radius choices in km, after a place is picked. */
export const RADIUS_CHOICES = [0.5, 1, 2, 5] as const;

export type MapFilters = {
  deal: AdType | null;
  propertyType: number | null;
  rooms: MapRoomChip[];
  priceMin: number | null;
  priceMax: number | null;
};

export type MapView = { lat: number; lon: number; zoom: number };

export type MapSearch = {
  filters: MapFilters;
  /** The spec's selected map location: a picked place or my location. */
  place: SelectedMapLocation | null;
  /** The circle around the place, in km; only with a place. */
  radiusKm: number | null;
  /** Where the map looks, so that a reload opens the same view. */
  view: MapView | null;
};

export const emptyMapFilters: MapFilters = {
  deal: null,
  propertyType: null,
  rooms: [],
  priceMin: null,
  priceMax: null,
};

/** The longest place name the address keeps (the gazetteer's are far shorter). */
export const PLACE_NAME_MAX = 200;

const DECIMAL = /^-?\d{1,3}(\.\d{1,8})?$/;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const ZOOM = /^\d{1,2}$/;

const decimalOf = (text: string | null, min: number, max: number) => {
  if (text === null || !DECIMAL.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
};

const amountOf = (text: string | null) => {
  if (text === null || !AMOUNT.test(text)) return null;
  const value = Number(text);
  return value <= AD_PRICE_MAX ? value : null;
};

const roomsOf = (text: string | null): MapRoomChip[] => {
  const given = new Set((text ?? '').split(',').map((part) => part.trim().replace(/^5\+$/, '5')));
  return MAP_ROOM_CHIPS.filter((chip) => given.has(String(chip)));
};

/** Six decimals are ten centimetres: enough for a place, short enough for an address. */
const coordinate = (value: number) => String(Number(value.toFixed(6)));

export const parseMapSearch = (params: URLSearchParams): MapSearch => {
  const deal = AD_TYPES.find((type) => type === params.get('deal')) ?? null;
  const propertyType = PROPERTY_TYPES.find((type) => String(type) === params.get('type')) ?? null;
  const lat = decimalOf(params.get('lat'), -90, 90);
  const lon = decimalOf(params.get('lon'), -180, 180);
  const name = stripControlCharacters(params.get('place') ?? '')
    .trim()
    .slice(0, PLACE_NAME_MAX);
  const place = lat !== null && lon !== null ? { lat, lon, display_name: name } : null;
  const radius = decimalOf(params.get('r'), MAP_RADIUS_KM_MIN, MAP_RADIUS_KM_MAX);
  const [viewLat, viewLon, viewZoom] = (params.get('at') ?? '').split(',');
  const atLat = decimalOf(viewLat ?? null, -90, 90);
  const atLon = decimalOf(viewLon ?? null, -180, 180);
  const zoom = viewZoom !== undefined && ZOOM.test(viewZoom) ? Number(viewZoom) : null;
  return {
    filters: {
      deal,
      propertyType,
      rooms: roomsOf(params.get('rooms')),
      priceMin: amountOf(params.get('priceMin')),
      priceMax: amountOf(params.get('priceMax')),
    },
    place,
    radiusKm: place ? radius : null,
    view:
      atLat !== null && atLon !== null && zoom !== null && zoom <= MAP_MAX_ZOOM
        ? { lat: atLat, lon: atLon, zoom }
        : null,
  };
};

export const mapSearchToParams = (search: MapSearch): URLSearchParams => {
  const params = new URLSearchParams();
  const { filters, place, radiusKm, view } = search;
  if (filters.deal) params.set('deal', filters.deal);
  if (filters.propertyType !== null) params.set('type', String(filters.propertyType));
  if (filters.rooms.length > 0) params.set('rooms', filters.rooms.join(','));
  if (filters.priceMin !== null) params.set('priceMin', String(filters.priceMin));
  if (filters.priceMax !== null) params.set('priceMax', String(filters.priceMax));
  if (place) {
    params.set('lat', coordinate(place.lat));
    params.set('lon', coordinate(place.lon));
    if (place.display_name) params.set('place', place.display_name.slice(0, PLACE_NAME_MAX));
    if (radiusKm !== null) params.set('r', String(radiusKm));
  }
  if (view) params.set('at', `${view.lat.toFixed(5)},${view.lon.toFixed(5)},${view.zoom}`);
  return params;
};

/** How many filters apply (the place and the radius are not filters). */
export const activeMapFilterCount = (filters: MapFilters) =>
  [filters.deal, filters.propertyType, filters.priceMin, filters.priceMax].filter((value) => value !== null)
    .length + (filters.rooms.length > 0 ? 1 : 0);

/** A click on a rooms chip: it joins or leaves the set, which stays in chip order. */
export const toggleRoomChip = (chosen: readonly MapRoomChip[], chip: MapRoomChip): MapRoomChip[] =>
  MAP_ROOM_CHIPS.filter((value) => (value === chip ? !chosen.includes(chip) : chosen.includes(value)));

/**
 * The filters as POST /ad/map reads them: the names and operators of the market list's
 * `/ad/table` (docs/announcements.md), the rooms as one set `'1,3,5+'`.
 */
export const mapFiltersToQuery = (filters: MapFilters): ListFilter[] => {
  const list: ListFilter[] = [];
  if (filters.deal) list.push({ field: 'addType', operator: 'Equal', value: filters.deal });
  if (filters.propertyType !== null)
    list.push({ field: 'propertyType', operator: 'Equal', value: filters.propertyType });
  if (filters.priceMin !== null)
    list.push({ field: 'price', operator: 'GreaterThanOrEqual', value: filters.priceMin });
  if (filters.priceMax !== null)
    list.push({ field: 'price', operator: 'LessThanOrEqual', value: filters.priceMax });
  if (filters.rooms.length > 0)
    list.push({
      field: 'rooms',
      operator: 'Equal',
      value: filters.rooms.map((chip) => (chip === ROOMS_OPEN_END ? `${chip}+` : String(chip))).join(','),
    });
  return list;
};
