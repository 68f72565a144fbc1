import CheckRounded from '@mui/icons-material/CheckRounded';
import { Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paletteNames, type PaletteName } from './palette-names';
import { palettes, type PaletteTokens, type ThemeMode } from './palettes';

export type PaletteSwatchGridProps = {
  value: PaletteName;
  mode: ThemeMode;
  onChange: (palette: PaletteName) => void;
  /** `compact`: round swatches for a popover; `preview`: labelled tiles sketching the layout. */
  variant?: 'compact' | 'preview';
};

/** A miniature of the app in the palette: canvas, sidebar strip, a card with a button and an accent. */
const Preview = ({ tokens }: { tokens: PaletteTokens }) => (
  <Box
    aria-hidden
    sx={{
      height: 52,
      borderRadius: 1.5,
      bgcolor: tokens.background.default,
      display: 'flex',
      gap: 0.5,
      p: 0.75,
      border: 1,
      borderColor: 'divider',
    }}
  >
    <Box sx={{ width: 12, borderRadius: 1, bgcolor: tokens.background.paper }}>
      <Box sx={{ m: '3px', height: 5, borderRadius: 0.5, bgcolor: tokens.primary.main }} />
    </Box>
    <Box
      sx={{
        flex: 1,
        borderRadius: 1,
        bgcolor: tokens.background.paper,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 0.625,
      }}
    >
      <Box sx={{ width: '70%', height: 4, borderRadius: 1, bgcolor: tokens.text.secondary, opacity: 0.5 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box sx={{ width: 22, height: 9, borderRadius: 1, bgcolor: tokens.primary.main }} />
        <Box sx={{ width: 9, height: 9, borderRadius: '50%', bgcolor: tokens.secondary.main }} />
      </Box>
    </Box>
  </Box>
);

/** Picks one of the 20 palettes, showing each in the light or dark colours of the current mode. */
export const PaletteSwatchGrid = ({ value, mode, onChange, variant = 'compact' }: PaletteSwatchGridProps) => {
  const { t } = useTranslation();
  const compact = variant === 'compact';

  return (
    <Box
      sx={{
        display: 'grid',
        gap: compact ? 1 : 1.5,
        gridTemplateColumns: compact ? 'repeat(5, 40px)' : 'repeat(auto-fill, minmax(96px, 1fr))',
      }}
    >
      {paletteNames.map((name) => {
        const tokens = palettes[name][mode];
        const label = t(`common.palettes.${name}`);
        const selected = name === value;
        const check = (
          <CheckRounded
            aria-hidden
            sx={{
              fontSize: compact ? 20 : 16,
              color: tokens.primary.contrastText,
              ...(compact
                ? {}
                : {
                    position: 'absolute',
                    top: 6,
                    insetInlineEnd: 6,
                    bgcolor: tokens.primary.main,
                    borderRadius: '50%',
                    p: '2px',
                    boxSizing: 'content-box',
                  }),
            }}
          />
        );

        if (compact)
          return (
            <Tooltip key={name} title={label}>
              <ButtonBase
                aria-label={label}
                aria-pressed={selected}
                onClick={() => onChange(name)}
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  background: `linear-gradient(135deg, ${tokens.primary.main} 0 58%, ${tokens.secondary.main} 58% 100%)`,
                  outline: '2px solid',
                  outlineColor: selected ? 'text.primary' : 'transparent',
                  outlineOffset: 2,
                  transition: (theme) => theme.transitions.create(['transform', 'outline-color']),
                  '&:hover': { transform: 'scale(1.08)' },
                  '&.Mui-focusVisible': { outlineColor: 'primary.main' },
                }}
              >
                {selected && check}
              </ButtonBase>
            </Tooltip>
          );

        return (
          <ButtonBase
            key={name}
            aria-label={label}
            aria-pressed={selected}
            onClick={() => onChange(name)}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'stretch',
              justifyContent: 'flex-start',
              gap: 0.75,
              p: 0.75,
              borderRadius: 2,
              border: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              bgcolor: selected ? 'action.selected' : 'transparent',
              textAlign: 'start',
              transition: (theme) => theme.transitions.create(['border-color', 'background-color']),
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { borderColor: 'primary.main' },
            }}
          >
            <Preview tokens={tokens} />
            {/* Wraps rather than cuts: some names ('Giləmeyvə bənövşəyi') outgrow a phone's tile. */}
            <Typography
              variant="caption"
              sx={{ fontWeight: selected ? 600 : 500, px: 0.25, lineHeight: 1.3 }}
            >
              {label}
            </Typography>
            {selected && check}
          </ButtonBase>
        );
      })}
    </Box>
  );
};
