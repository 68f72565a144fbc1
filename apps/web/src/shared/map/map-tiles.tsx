import { MAP_MAX_ZOOM, type MapTileLayer } from '@emlak/contracts';
import { TileLayer } from 'react-leaflet';

/**
 * A transparent 1×1 GIF drawn instead of a tile that did not load: with no internet (or a tile
 * host down) the map shows a plain background and keeps working, never broken-image icons.
 */
export const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export type MapTilesProps = {
  layer: MapTileLayer | undefined;
  /** Called once for every tile that failed to load, and for every one that did. */
  onTileError?: () => void;
  onTileLoad?: () => void;
};

/** The background of a map in one style; nothing at all while the styles are unknown. */
export const MapTiles = ({ layer, onTileError, onTileLoad }: MapTilesProps) =>
  layer ? (
    <TileLayer
      // A new style is a new layer: Leaflet does not swap a layer's URL template in place.
      key={layer.style}
      url={layer.url}
      attribution={layer.attribution}
      // Past the style's own deepest zoom its last tiles are enlarged, not left out.
      maxNativeZoom={layer.maxZoom}
      maxZoom={MAP_MAX_ZOOM}
      errorTileUrl={BLANK_TILE}
      eventHandlers={{
        tileerror: () => onTileError?.(),
        // A failed tile "loads" again as the blank one: that is no loaded tile.
        tileload: (event) => {
          if (event.tile.getAttribute('src') !== BLANK_TILE) onTileLoad?.();
        },
      }}
    />
  ) : null;
