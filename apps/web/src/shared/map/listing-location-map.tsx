import { MAP_MAX_ZOOM } from '@emlak/contracts';
import { Box } from '@mui/material';
import { MapContainer, Marker } from 'react-leaflet';
import { placeIcon } from './map-icons';
import { MapStyles } from './map-styles';
import { MapTiles } from './map-tiles';
import { useTileLayers } from './use-tile-layers';

/** Close enough to see the street, far enough to see the neighbourhood. */
export const LISTING_MAP_ZOOM = 15;

export type ListingLocationMapProps = {
  latitude: number;
  longitude: number;
  /** What the map shows, for a screen reader ('Location of Mənzil, 3 otaq'). */
  label: string;
};

/**
 * A listing's pin on a small map (the announcements drawer). Loaded lazily: the screen that
 * shows it carries no Leaflet until a listing with coordinates is opened.
 */
export const ListingLocationMap = ({ latitude, longitude, label }: ListingLocationMapProps) => {
  const tiles = useTileLayers();
  const center: [number, number] = [latitude, longitude];
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ height: 200, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}
    >
      <MapStyles />
      <MapContainer
        // A new listing in the same drawer is a new map: the centre prop is only read once.
        key={`${latitude},${longitude}`}
        center={center}
        zoom={LISTING_MAP_ZOOM}
        maxZoom={MAP_MAX_ZOOM}
        scrollWheelZoom={false}
        keyboard={false}
        style={{ height: '100%', width: '100%' }}
      >
        <MapTiles layer={tiles.data?.find((layer) => layer.style === 'streets') ?? tiles.data?.[0]} />
        <Marker position={center} icon={placeIcon()} interactive={false} keyboard={false} />
      </MapContainer>
    </Box>
  );
};
