import { Box, Popover, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { PaletteSwatchGrid } from '@/shared/theme/palette-swatch-grid';
import { setPalette } from '@/shared/theme/theme-slice';

export type PalettePopoverProps = { anchorEl: HTMLElement | null; onClose: () => void };

/** The 20 palettes as swatches in the current mode's colours; a pick applies at once. */
export const PalettePopover = ({ anchorEl, onClose }: PalettePopoverProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { palette, mode } = useAppSelector((state) => state.theme);

  return (
    <Popover
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { 'aria-label': t('shell.themeColour'), sx: { p: 2, mt: 1 } } }}
    >
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('shell.themeColour')}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t(`common.palettes.${palette}`)}
      </Typography>
      <Box>
        <PaletteSwatchGrid value={palette} mode={mode} onChange={(name) => dispatch(setPalette(name))} />
      </Box>
    </Popover>
  );
};
