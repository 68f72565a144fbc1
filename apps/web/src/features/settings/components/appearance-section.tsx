import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToROutlined from '@mui/icons-material/FormatTextdirectionLToROutlined';
import FormatTextdirectionRToLOutlined from '@mui/icons-material/FormatTextdirectionRToLOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { PaletteSwatchGrid } from '@/shared/theme/palette-swatch-grid';
import { sidebarWidthOptions, sidebarWidths, type SidebarWidth } from '@/shared/theme/sidebar-widths';
import { setDirection, setMode, setPalette, setSidebarWidth } from '@/shared/theme/theme-slice';
import { ChoiceGrid } from './choice-grid';
import { SettingsSection } from './settings-section';
import { SidebarWidthGlyph } from './sidebar-width-glyph';

const sidebarLabelKey: Record<SidebarWidth, string> = {
  default: 'settings.appearance.sidebarDefault',
  compact: 'settings.appearance.sidebarCompact',
  mini: 'settings.appearance.sidebarMini',
};

/** Mode, palette, direction and sidebar width; each choice applies and persists at once. */
export const AppearanceSection = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { mode, palette, direction, sidebarWidth } = useAppSelector((state) => state.theme);

  return (
    <SettingsSection
      icon={<PaletteOutlined />}
      title={t('settings.appearance.title')}
      description={t('settings.appearance.description')}
    >
      <Stack sx={{ gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ChoiceGrid
            label={t('settings.appearance.mode')}
            value={mode}
            onChange={(value) => dispatch(setMode(value))}
            options={[
              {
                value: 'light',
                label: t('settings.appearance.light'),
                icon: <LightModeOutlined fontSize="small" />,
              },
              {
                value: 'dark',
                label: t('settings.appearance.dark'),
                icon: <DarkModeOutlined fontSize="small" />,
              },
            ]}
          />
          <ChoiceGrid
            label={t('settings.appearance.direction')}
            value={direction}
            onChange={(value) => dispatch(setDirection(value))}
            options={[
              {
                value: 'ltr',
                label: t('settings.appearance.ltr'),
                icon: <FormatTextdirectionLToROutlined fontSize="small" />,
              },
              {
                value: 'rtl',
                label: t('settings.appearance.rtl'),
                icon: <FormatTextdirectionRToLOutlined fontSize="small" />,
              },
            ]}
          />
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('settings.appearance.palette')}
          </Typography>
          <PaletteSwatchGrid
            variant="preview"
            value={palette}
            mode={mode}
            onChange={(name) => dispatch(setPalette(name))}
          />
        </Box>
        <ChoiceGrid
          label={t('settings.appearance.sidebar')}
          value={sidebarWidth}
          onChange={(value) => dispatch(setSidebarWidth(value))}
          minTileWidth={150}
          options={sidebarWidthOptions.map((option) => ({
            value: option,
            label: t(sidebarLabelKey[option]),
            caption: `${sidebarWidths[option]} px`,
            icon: <SidebarWidthGlyph width={option} />,
          }))}
        />
      </Stack>
    </SettingsSection>
  );
};
