import { PROPERTY_TYPES, type AnnouncementListItem } from '@emlak/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How every screen names a listing (the market list, the map's card, the add-to-list question):
 * kept in shared/ because features do not import each other.
 */

/** The property type's word ('Mənzil'), or 'Other' for a code the spec does not name. */
export const propertyTypeText = (type: number, t: Translate) =>
  (PROPERTY_TYPES as readonly number[]).includes(type)
    ? t(`listing.propertyTypes.${type}`)
    : t('announcements.otherProperty');

/** A listing's title, or what it is when it has none: 'Mənzil, 3 otaq'. */
export const listingTitle = (
  listing: Pick<AnnouncementListItem, 'title' | 'propertyType' | 'rooms'>,
  t: Translate,
) => {
  const title = listing.title?.trim();
  if (title) return title;
  const type = propertyTypeText(listing.propertyType, t);
  return listing.rooms === null ? type : `${type}, ${t('listing.roomsShort', { count: listing.rooms })}`;
};
