/**
 * The market screen's own queries; the market table's and a listing's detail key are in
 * shared/api/query-keys (`announcementKeys`), since My list refreshes them.
 */
export const marketKeys = {
  duplicates: (id: number) => ['announcements', 'duplicates', id] as const,
  ownerListings: (phone: string | null) => ['announcements', 'owner-listings', phone] as const,
  places: (cityId: number | null, language: string) => ['announcements', 'places', cityId, language] as const,
  savedSearches: ['saved-searches'] as const,
};
