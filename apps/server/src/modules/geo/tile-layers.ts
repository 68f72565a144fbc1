import { MAP_STYLES, type MapStyle, type MapTileLayer } from '@emlak/contracts';
import type { Config } from '../../config';

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * Public tile services for the map's five styles, with the attribution each one's terms ask for.
 * MAP_TILES_<STYLE>_URL / _ATTRIBUTION replace them (a paid or self-hosted tile server).
 */
export const DEFAULT_TILE_LAYERS: Record<MapStyle, Omit<MapTileLayer, 'style'>> = {
  streets: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: OSM_ATTRIBUTION,
    maxZoom: 19,
  },
  satellite: {
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
    attribution:
      'Tiles &copy; Esri &mdash; Source: Esri, i-cubed, USDA, USGS, AEX, GeoEye, Getmapping, Aerogrid, IGN, IGP, UPR-EGP, and the GIS User Community',
    maxZoom: 18,
  },
  terrain: {
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Terrain_Base/MapServer/tile/{z}/{y}/{x}',
    attribution: 'Tiles &copy; Esri &mdash; Source: USGS, Esri, TANA, DeLorme, and NPS',
    maxZoom: 13,
  },
  topo: {
    url: 'https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png',
    attribution: `Map data: ${OSM_ATTRIBUTION}, SRTM | Map style: &copy; <a href="https://opentopomap.org">OpenTopoMap</a> (CC-BY-SA)`,
    maxZoom: 17,
  },
  openstreetmap: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: OSM_ATTRIBUTION,
    maxZoom: 19,
  },
};

/** The five styles in the spec's order, each from the configuration or its public default. */
export const tileLayers = (configured: Config['mapTiles']): MapTileLayer[] =>
  MAP_STYLES.map((style) => {
    const fallback = DEFAULT_TILE_LAYERS[style];
    const own = configured[style];
    return {
      style,
      url: own?.url ?? fallback.url,
      // A replaced URL without its own attribution keeps the default's credit rather than none.
      attribution: own?.attribution ?? fallback.attribution,
      maxZoom: fallback.maxZoom,
    };
  });
