import {
  MAP_MAX_ZOOM,
  type AdMapPoint,
  type AdMapResult,
  type MapTileLayer,
  type SelectedMapLocation,
} from '@emlak/contracts';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, MapContainer, Marker, useMap } from 'react-leaflet';
import { formatMoney, formatNumber } from '@/shared/lib/format';
import { listingTitle } from '@/shared/lib/listing-title';
import { clusterIcon, placeIcon, pointIcon } from '@/shared/map/map-icons';
import { MapStyles } from '@/shared/map/map-styles';
import { MapTiles } from '@/shared/map/map-tiles';
import type { MapView } from '../state/map-search';
import { FlyTo, MapViewEvents, type FlyTarget, type MapViewChange } from './map-view-events';

/** The zoom levels a click on a cluster goes in by. */
const CLUSTER_ZOOM_STEP = 2;

export type ListingsMapProps = {
  initialView: MapView;
  tileLayer: MapTileLayer | undefined;
  result: AdMapResult | undefined;
  place: SelectedMapLocation | null;
  radiusKm: number | null;
  flyTarget: FlyTarget | null;
  selectedId: number | null;
  onViewChange: (view: MapViewChange) => void;
  onOpenPoint: (point: AdMapPoint) => void;
  onTileError: () => void;
  onTileLoad: () => void;
};

const ClusterMarker = ({ lat, lon, count }: { lat: number; lon: number; count: number }) => {
  const { t, i18n } = useTranslation();
  const map = useMap();
  const formatted = formatNumber(count, i18n.language);
  const label = t('map.marker.cluster', { count, formatted });
  const icon = useMemo(() => clusterIcon(formatted, label, count), [formatted, label, count]);
  return (
    <Marker
      position={[lat, lon]}
      icon={icon}
      eventHandlers={{
        click: () => map.flyTo([lat, lon], Math.min(map.getZoom() + CLUSTER_ZOOM_STEP, MAP_MAX_ZOOM)),
      }}
    />
  );
};

const PointMarker = ({
  point,
  selected,
  onOpen,
}: {
  point: AdMapPoint;
  selected: boolean;
  onOpen: (point: AdMapPoint) => void;
}) => {
  const { t, i18n } = useTranslation();
  const label = t('map.marker.listing', {
    name: listingTitle(point, t),
    price: formatMoney(Number(point.price), 'AZN', i18n.language),
  });
  const icon = useMemo(() => pointIcon(label, selected), [label, selected]);
  return (
    <Marker
      position={[point.latitude, point.longitude]}
      icon={icon}
      zIndexOffset={selected ? 500 : 0}
      eventHandlers={{ click: () => onOpen(point) }}
    />
  );
};

/**
 * The Leaflet map of the screen: the chosen style's tiles, the listings as dots or numbered
 * clusters (as POST /ad/map answers), the selected place and its radius circle.
 */
export const ListingsMap = ({
  initialView,
  tileLayer,
  result,
  place,
  radiusKm,
  flyTarget,
  selectedId,
  onViewChange,
  onOpenPoint,
  onTileError,
  onTileLoad,
}: ListingsMapProps) => {
  const { t } = useTranslation();
  const theme = useTheme();
  const pinIcon = useMemo(() => placeIcon(), []);
  return (
    <>
      <MapStyles />
      <MapContainer
        center={[initialView.lat, initialView.lon]}
        zoom={initialView.zoom}
        maxZoom={MAP_MAX_ZOOM}
        minZoom={5}
        style={{ height: '100%', width: '100%' }}
      >
        <MapTiles layer={tileLayer} onTileError={onTileError} onTileLoad={onTileLoad} />
        <MapViewEvents onChange={onViewChange} />
        <FlyTo target={flyTarget} />
        {place && radiusKm !== null && (
          <Circle
            center={[place.lat, place.lon]}
            radius={radiusKm * 1000}
            pathOptions={{ color: theme.palette.secondary.main, weight: 2, fillOpacity: 0.08 }}
          />
        )}
        {place && (
          <Marker
            position={[place.lat, place.lon]}
            icon={pinIcon}
            title={place.display_name || t('map.marker.place')}
            keyboard={false}
            zIndexOffset={1000}
          />
        )}
        {result?.clusters.map((cluster) => (
          <ClusterMarker
            key={`${cluster.latitude},${cluster.longitude}`}
            lat={cluster.latitude}
            lon={cluster.longitude}
            count={cluster.count}
          />
        ))}
        {result?.items.map((point) => (
          <PointMarker key={point.id} point={point} selected={point.id === selectedId} onOpen={onOpenPoint} />
        ))}
      </MapContainer>
    </>
  );
};
