import type { CityPlaces } from '@emlak/contracts';
import type { TFunction } from 'i18next';
import type { PlaceOption } from './place-autocomplete';

const METRO_LINES = ['red', 'green', 'purple'] as const;

/** A station's line by name in the interface language; a line an operator named otherwise as it is. */
const lineName = (line: string, t: TFunction) =>
  (METRO_LINES as readonly string[]).includes(line) ? t(`announcements.filters.metroLines.${line}`) : line;

/**
 * A city's districts and metro stations as picker options: named in the interface language (as the
 * server answers), found by their other names too, a settlement and a station's line said beside.
 */
export const placeOptions = (places: CityPlaces | undefined, t: TFunction) => ({
  districts: (places?.districts ?? []).map<PlaceOption>((place) => ({
    id: place.id,
    name: place.name,
    aliases: place.aliases,
    hint: place.kind === 'settlement' ? t('announcements.filters.settlement') : undefined,
  })),
  metroStations: (places?.metroStations ?? []).map<PlaceOption>((station) => ({
    id: station.id,
    name: station.name,
    aliases: station.aliases,
    hint: lineName(station.line, t),
  })),
});
