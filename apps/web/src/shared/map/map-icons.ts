import { divIcon } from 'leaflet';

/**
 * The map's markers are HTML (divIcon) rather than Leaflet's default image icon, whose PNGs a
 * bundler does not find; they are styled by map-styles.tsx in the theme's colours.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The name a screen reader reads for a marker (Leaflet gives a keyboard marker role="button"):
 * text in the icon, hidden from sight. Leaflet's `title` option would not follow a change of
 * language, the icon is made again with its label.
 */
const spoken = (label: string) => `<span class="emlak-map-label">${escapeHtml(label)}</span>`;

/** A listing's dot. */
export const pointIcon = (label: string, selected: boolean) =>
  divIcon({
    className: selected ? 'emlak-map-point emlak-map-point--selected' : 'emlak-map-point',
    html: spoken(label),
    iconSize: [18, 18],
    iconAnchor: [9, 9],
  });

/** A cluster: a circle that grows with its count and shows it. */
export const clusterIcon = (shown: string, label: string, count: number) => {
  const size = count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 48 : 56;
  return divIcon({
    className: 'emlak-map-cluster',
    html: `${spoken(label)}<span aria-hidden="true">${escapeHtml(shown)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
};

/** A place: the picked place, my location, a listing's own pin. */
export const placeIcon = () =>
  divIcon({
    className: 'emlak-map-place',
    html: '<span class="emlak-map-pin"></span>',
    iconSize: [26, 34],
    iconAnchor: [13, 32],
  });
