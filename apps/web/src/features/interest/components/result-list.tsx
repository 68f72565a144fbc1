import { Box, Typography } from '@mui/material';

export type ResultItem = { label: string; value: string; main?: boolean };

/**
 * The figures a calculator worked out, as a description list: the main one large. It is a live
 * region, so a screen reader hears the new result as the inputs change.
 */
export const ResultList = ({ items, label }: { items: readonly ResultItem[]; label: string }) => (
  <Box role="group" aria-label={label} aria-live="polite">
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 1,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fit, minmax(140px, 1fr))' },
        gap: 1.5,
      }}
    >
      {items.map((item) => (
        <Box
          key={item.label}
          sx={{
            p: 1.5,
            borderRadius: 2,
            bgcolor: item.main ? 'primary.main' : 'action.hover',
            color: item.main ? 'primary.contrastText' : 'text.primary',
            // On a phone's two columns the main figure takes a row of its own when the rest pair up.
            gridColumn: item.main && items.length % 2 === 1 ? { xs: '1 / -1', sm: 'auto' } : undefined,
            minWidth: 0,
          }}
        >
          <Typography
            component="dt"
            variant="body2"
            sx={{ opacity: item.main ? 0.9 : 1, color: item.main ? 'inherit' : 'text.secondary' }}
          >
            {item.label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 600,
              fontSize: item.main ? 22 : 17,
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
            }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  </Box>
);
