import { latLng, type LatLngBounds, type Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';

export type MapViewChange = {
  bounds: { west: number; south: number; east: number; north: number };
  center: { lat: number; lon: number };
  zoom: number;
};

const viewOf = (map: LeafletMap): MapViewChange => {
  const bounds: LatLngBounds = map.getBounds();
  const center = map.getCenter();
  return {
    bounds: {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    },
    center: { lat: center.lat, lon: center.lng },
    zoom: map.getZoom(),
  };
};

/** Reports the view once the map is laid out and after every move or zoom has ended. */
export const MapViewEvents = ({ onChange }: { onChange: (view: MapViewChange) => void }) => {
  const map = useMapEvents({
    moveend: () => onChange(viewOf(map)),
    resize: () => onChange(viewOf(map)),
  });
  useEffect(() => {
    map.whenReady(() => onChange(viewOf(map)));
    // Only the first view: the events report the rest.
  }, [map]);
  return null;
};

export type FlyTarget = { lat: number; lon: number; zoom: number; radiusKm: number | null; seq: number };

/**
 * Flies to a picked place (zoom 14 of the spec) or, with a radius, to the whole circle. A target
 * is a new request each time (`seq`), so picking the same place twice flies back to it.
 */
export const FlyTo = ({ target }: { target: FlyTarget | null }) => {
  const map = useMap();
  useEffect(() => {
    if (!target) return;
    if (target.radiusKm === null) map.flyTo([target.lat, target.lon], target.zoom);
    // toBounds takes the square's side in metres: twice the radius holds the circle.
    else
      map.flyToBounds(latLng(target.lat, target.lon).toBounds(target.radiusKm * 2000), {
        padding: [24, 24],
        maxZoom: target.zoom,
      });
    // Only a new target moves the map, not a new map function or a re-render.
  }, [target?.seq]);
  return null;
};
