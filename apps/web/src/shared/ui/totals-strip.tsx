import { Box, Card, Skeleton, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type TotalsFigure = {
  key: string;
  label: string;
  /** Undefined while the totals load: a skeleton stands in. */
  value: ReactNode | undefined;
  /** The figure the strip is about (the commission): set off in colour. */
  strong?: boolean;
};

const Figure = ({ label, value, strong }: Omit<TotalsFigure, 'key'>) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" component="dt" sx={{ color: 'text.secondary', display: 'block' }}>
      {label}
    </Typography>
    <Typography
      component="dd"
      variant="subtitle1"
      sx={{
        m: 0,
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        color: strong ? 'success.main' : 'text.primary',
        overflowWrap: 'anywhere',
      }}
    >
      {value ?? <Skeleton variant="text" width={80} />}
    </Typography>
  </Box>
);

/**
 * A table's totals over every row its filter matches (the server's sums, not the page's), as a
 * strip of labelled figures: Sold items above its table, the commission report below its own.
 */
export const TotalsStrip = ({
  label,
  figures,
  sx,
}: {
  label: string;
  figures: readonly TotalsFigure[];
  sx?: SxProps<Theme>;
}) => (
  <Card
    variant="outlined"
    component="section"
    aria-label={label}
    sx={{ borderRadius: 3, px: 2, py: 1.5, ...sx }}
  >
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: `repeat(${figures.length}, minmax(0, 1fr))`,
        },
      }}
    >
      {figures.map(({ key, ...figure }) => (
        <Figure key={key} {...figure} />
      ))}
    </Box>
  </Card>
);
