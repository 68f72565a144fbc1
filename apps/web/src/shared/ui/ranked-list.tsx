import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type RankedItem = {
  key: string | number;
  title: string;
  subtitle?: ReactNode;
  value: ReactNode;
  /** Shown between the place and the title (an avatar). */
  leading?: ReactNode;
};

/**
 * A short ranking (an ordered list: the place is the item's number, the first three marked), the
 * figure at the end: the statistics' leaderboard and the budgets' top users and plans.
 */
export const RankedList = ({
  label,
  items,
  valueColor,
}: {
  label: string;
  items: readonly RankedItem[];
  valueColor?: string;
}) => (
  <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {items.map((item, index) => (
      <Stack
        key={item.key}
        component="li"
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1.5,
          py: 1.25,
          borderTop: index === 0 ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 28,
            height: 28,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            fontSize: 13,
            color: index < 3 ? 'primary.contrastText' : 'text.secondary',
            bgcolor: index < 3 ? 'primary.main' : alpha(theme.palette.text.primary, 0.08),
          })}
        >
          {index + 1}
        </Box>
        {item.leading}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {item.title}
          </Typography>
          {item.subtitle && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap component="p">
              {item.subtitle}
            </Typography>
          )}
        </Box>
        <Typography
          variant="body2"
          sx={{
            fontWeight: 700,
            color: valueColor,
            whiteSpace: 'nowrap',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {item.value}
        </Typography>
      </Stack>
    ))}
  </Box>
);
