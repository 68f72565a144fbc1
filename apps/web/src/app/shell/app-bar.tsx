import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { AppBar as MuiAppBar, Box, IconButton, Toolbar, Tooltip, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/shared/state/store-hooks';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import { LanguageMenu } from './language-menu';
import { ModeToggle } from './mode-toggle';
import { PalettePicker } from './palette-picker';

export type AppBarProps = {
  desktop: boolean;
  /** Shows or hides the docked sidebar, or opens the drawer below md. */
  onMenuClick: () => void;
};

/** The top bar: menu button, company name, language, mode, palette and the account menu. */
export const AppBar = ({ desktop, onMenuClick }: AppBarProps) => {
  const { t } = useTranslation();
  const sidebarOpen = useAppSelector((state) => state.theme.sidebarOpen);
  // Below sm (480 px) language and palette live in the account menu so the bar fits a phone.
  const roomy = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const menuLabel = !desktop ? t('shell.openMenu') : sidebarOpen ? t('shell.hideMenu') : t('shell.showMenu');

  return (
    <MuiAppBar
      position="fixed"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        <Tooltip title={menuLabel}>
          <IconButton
            edge="start"
            aria-label={menuLabel}
            aria-expanded={desktop ? sidebarOpen : undefined}
            onClick={onMenuClick}
            sx={{ ml: 0 }}
          >
            {desktop && sidebarOpen ? <MenuOpenOutlined /> : <MenuOutlined />}
          </IconButton>
        </Tooltip>
        <Brand />
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.25, sm: 0.5 } }}>
          {roomy && <LanguageMenu />}
          {roomy && <PalettePicker />}
          <ModeToggle />
          <AccountMenu withAppearance={!roomy} />
        </Box>
      </Toolbar>
    </MuiAppBar>
  );
};
