import type { AnnouncementListItem } from '@emlak/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a row calls its listing: the title, or for an untitled one its kind and city ("Mənzil,
 * Bakı"), so that buttons and dialogs can name it.
 */
export const listingName = (
  listing: Pick<AnnouncementListItem, 'title' | 'propertyType' | 'cityName'>,
  t: Translate,
) =>
  listing.title?.trim() ||
  t('userAds.untitled', { type: t(`listing.propertyTypes.${listing.propertyType}`), city: listing.cityName });
