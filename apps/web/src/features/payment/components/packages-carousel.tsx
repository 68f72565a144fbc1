import type { Plan } from '@emlak/contracts';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { Box, IconButton, Stack } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useCarousel } from '../use-carousel';
import { useVisibleCards } from '../use-visible-cards';
import { PackageCard } from './package-card';

const fromRight = keyframes`from { opacity: 0; transform: translateX(32px); } to { opacity: 1; transform: none; }`;
const fromLeft = keyframes`from { opacity: 0; transform: translateX(-32px); } to { opacity: 1; transform: none; }`;

export type PackagesCarouselProps = { items: readonly Plan[] };

/**
 * The pricing carousel (spec sections 2, 4, 9): 1, 2 or 3 cards by width, wrapping around, with
 * arrows and dots; it advances every 4 s unless the pointer rests on it.
 */
export const PackagesCarousel = ({ items }: PackagesCarouselProps) => {
  const { t } = useTranslation();
  const visible = Math.min(useVisibleCards(), items.length);
  const { index, direction, playing, next, previous, goTo, hoverHandlers } = useCarousel(items.length);
  const shown = Array.from({ length: visible }, (_, offset) => (index + offset) % items.length);

  const arrow = {
    flexShrink: 0,
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    '&:hover': { bgcolor: 'action.hover' },
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('payment.carousel')}
      {...hoverHandlers}
      // One set of arrows: beside the cards from sm up; on phones in the dots row, clear of the
      // floating logout button.
      sx={{
        display: 'grid',
        alignItems: 'center',
        columnGap: { xs: 1, sm: 2 },
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        gridTemplateAreas: {
          xs: '"slides slides slides" "prev dots next"',
          sm: '"prev slides next" ". dots ."',
        },
      }}
    >
      <IconButton
        onClick={previous}
        aria-label={t('payment.previous')}
        sx={{ ...arrow, gridArea: 'prev', justifySelf: { xs: 'end', sm: 'auto' } }}
      >
        <ChevronLeftRounded />
      </IconButton>
      <Box
        key={index}
        // Announcing every automatic move would drown a screen reader; manual moves are announced.
        aria-live={playing ? 'off' : 'polite'}
        sx={{
          gridArea: 'slides',
          minWidth: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(${visible}, minmax(0, 1fr))`,
          gap: { xs: 2, md: 3 },
          py: 2,
          animation: `${direction === 'forward' ? fromRight : fromLeft} 450ms ease-out`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {shown.map((position) => (
          <Box
            key={items[position]!.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('payment.slide', { number: position + 1, total: items.length })}
          >
            <PackageCard item={items[position]!} />
          </Box>
        ))}
      </Box>
      <IconButton
        onClick={next}
        aria-label={t('payment.next')}
        sx={{ ...arrow, gridArea: 'next', justifySelf: { xs: 'start', sm: 'auto' } }}
      >
        <ChevronRightRounded />
      </IconButton>
      <Stack direction="row" sx={{ gridArea: 'dots', justifyContent: 'center', gap: 0.5, mt: 1 }}>
        {items.map((item, position) => (
          <Box
            key={item.id}
            component="button"
            type="button"
            onClick={() => goTo(position)}
            aria-label={t('payment.goTo', { number: position + 1 })}
            aria-current={position === index ? 'true' : undefined}
            sx={{
              p: 1,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              '&::after': {
                content: '""',
                display: 'block',
                height: 8,
                width: position === index ? 24 : 8,
                borderRadius: 4,
                bgcolor: position === index ? 'primary.main' : 'action.disabled',
                transition: 'width 200ms ease, background-color 200ms ease',
              },
              '&:focus-visible': {
                outline: 2,
                outlineColor: 'primary.main',
                outlineStyle: 'solid',
                borderRadius: 2,
              },
            }}
          />
        ))}
      </Stack>
    </Box>
  );
};
