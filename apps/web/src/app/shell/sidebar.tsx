import KeyboardDoubleArrowLeftOutlined from '@mui/icons-material/KeyboardDoubleArrowLeftOutlined';
import KeyboardDoubleArrowRightOutlined from '@mui/icons-material/KeyboardDoubleArrowRightOutlined';
import { Box, Divider, Drawer, IconButton, Toolbar, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { sidebarWidths } from '@/shared/theme/sidebar-widths';
import { setSidebarWidth } from '@/shared/theme/theme-slice';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';

export type SidebarProps = {
  /** Below md the sidebar is a temporary drawer over the screen. */
  desktop: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
};

const MOBILE_WIDTH = sidebarWidths.default;

/** The role's navigation: docked beside the screen on wide screens, a drawer on phones and tablets. */
export const Sidebar = ({ desktop, mobileOpen, onMobileClose }: SidebarProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { sidebarWidth, sidebarOpen } = useAppSelector((state) => state.theme);
  const mini = sidebarWidth === 'mini';

  if (!desktop)
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        slotProps={{ paper: { sx: { width: MOBILE_WIDTH, maxWidth: '85vw' } } }}
      >
        <Toolbar sx={{ px: 2 }}>
          <Brand />
        </Toolbar>
        <Divider />
        <SidebarNav width="default" onNavigate={onMobileClose} />
      </Drawer>
    );

  const width = sidebarOpen ? sidebarWidths[sidebarWidth] : 0;
  const collapseLabel = mini ? t('shell.expandSidebar') : t('shell.collapseSidebar');
  const CollapseIcon = mini ? KeyboardDoubleArrowRightOutlined : KeyboardDoubleArrowLeftOutlined;

  return (
    <Drawer
      variant="permanent"
      sx={(theme) => ({
        width,
        flexShrink: 0,
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          boxSizing: 'border-box',
          bgcolor: 'background.paper',
          // Hidden from the keyboard and screen readers while closed, not only squeezed to 0 px.
          visibility: sidebarOpen ? 'visible' : 'hidden',
          transition: theme.transitions.create(['width', 'visibility'], {
            duration: theme.transitions.duration.shorter,
          }),
        },
      })}
    >
      <Toolbar />
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SidebarNav width={sidebarWidth} />
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: mini ? 'center' : 'flex-end', p: 1 }}>
        <Tooltip title={collapseLabel} placement="right">
          <IconButton
            size="small"
            aria-label={collapseLabel}
            onClick={() => dispatch(setSidebarWidth(mini ? 'default' : 'mini'))}
            // The arrows point along the reading direction.
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
          >
            <CollapseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Drawer>
  );
};
