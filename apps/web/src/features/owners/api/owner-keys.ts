/** The owners screen's own queries; a key moves to shared/api/query-keys once another feature refreshes it. */
export const ownerKeys = {
  announcements: (phone: string | null, page: number) => ['owners', 'announcements', phone, page] as const,
};
