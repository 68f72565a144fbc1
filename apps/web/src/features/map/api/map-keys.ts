/** The map screen's own queries (the tile layers' key is in shared/map). */
export const mapKeys = {
  places: (term: string, language: string) => ['geo', 'search', term, language] as const,
  listings: (body: object) => ['map', 'listings', body] as const,
} as const;
