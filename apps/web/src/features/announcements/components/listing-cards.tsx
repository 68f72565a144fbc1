import type { AnnouncementListItem } from '@emlak/contracts';
import { Box, Card, Skeleton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { ListingCard } from './listing-card';

export type ListingCardsProps = {
  listings: readonly AnnouncementListItem[];
  label: string;
  hrefOf: (id: number) => string;
  actions?: (listing: AnnouncementListItem) => ReactNode;
  /** The previous page, shown dimmed while the next loads. */
  dimmed?: boolean;
};

const grid = {
  listStyle: 'none',
  m: 0,
  p: 2,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
} as const;

/** The results as a responsive grid of cards, one column on a phone. */
export const ListingCards = ({ listings, label, hrefOf, actions, dimmed }: ListingCardsProps) => (
  <Box
    component="ul"
    aria-label={label}
    sx={{ ...grid, opacity: dimmed ? 0.6 : 1, transition: 'opacity 150ms' }}
  >
    {listings.map((listing) => (
      <li key={listing.id}>
        <ListingCard listing={listing} href={hrefOf(listing.id)} actions={actions?.(listing)} />
      </li>
    ))}
  </Box>
);

/** Cards' shapes while the first page loads. */
export const ListingCardSkeletons = ({ count = 6 }: { count?: number }) => (
  <Box sx={grid} aria-busy="true">
    {Array.from({ length: count }, (_, index) => (
      <Card key={index} variant="outlined" sx={{ borderRadius: 3 }} data-testid="skeleton-card">
        <Stack sx={{ p: 2, gap: 1 }}>
          <Skeleton variant="text" width="45%" height={32} />
          <Skeleton variant="text" width="85%" />
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="55%" />
        </Stack>
      </Card>
    ))}
  </Box>
);
