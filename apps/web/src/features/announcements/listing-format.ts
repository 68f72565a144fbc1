import type { AnnouncementListItem } from '@emlak/contracts';
import { areaUnitOf, formatArea } from '@/shared/lib/format';

// The title and the type's word are shared with the map screen (shared/lib/listing-title.ts).
export { listingTitle, propertyTypeText } from '@/shared/lib/listing-title';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Listing = Pick<
  AnnouncementListItem,
  | 'title'
  | 'propertyType'
  | 'rooms'
  | 'stage'
  | 'stages'
  | 'area'
  | 'areaMeasureUnit'
  | 'cityName'
  | 'districtName'
  | 'metroStationName'
>;

/** '3/9' (floor of floors), '3' when the building's height is unknown, '' when neither is. */
export const floorText = (listing: Pick<Listing, 'stage' | 'stages'>, t: Translate) => {
  if (listing.stage === null) return '';
  return listing.stages === null
    ? String(listing.stage)
    : t('listing.floorOf', { stage: listing.stage, stages: listing.stages });
};

/** '85,5 m²', '6 sot' in the language's writing; '' without an area. */
export const areaText = (listing: Pick<Listing, 'area' | 'areaMeasureUnit'>, language: string) =>
  listing.area === null
    ? ''
    : formatArea(Number(listing.area), areaUnitOf(listing.areaMeasureUnit), language);

/** 'Bakı, Nərimanov r., m. Nərimanov': the city, the district and the metro station. */
export const placeText = (
  listing: Pick<Listing, 'cityName' | 'districtName' | 'metroStationName'>,
  t: Translate,
) =>
  [
    listing.cityName,
    listing.districtName,
    listing.metroStationName && t('announcements.metroPrefix', { name: listing.metroStationName }),
  ]
    .filter(Boolean)
    .join(', ');
