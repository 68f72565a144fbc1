import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import type { SidebarWidth } from '@/shared/theme/sidebar-widths';
import { MenuIcon } from './menu-icon';
import { useUserMenu } from './use-user-menu';

export type SidebarNavProps = {
  width: SidebarWidth;
  /** Called after an item is chosen: the phone drawer closes. */
  onNavigate?: () => void;
};

const SKELETON_ROWS = 8;

/** The role's menu as navigation links; the item of the current path is highlighted. */
export const SidebarNav = ({ width, onNavigate }: SidebarNavProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menu = useUserMenu();
  const mini = width === 'mini';
  const compact = width === 'compact';

  if (menu.isPending)
    return (
      <Box sx={{ px: 1.5, py: 1 }} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Box
            key={index}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              height: 44,
              justifyContent: mini ? 'center' : 'start',
              px: mini ? 0 : 1,
            }}
          >
            <Skeleton variant="rounded" width={22} height={22} />
            {!mini && <Skeleton variant="text" sx={{ flex: 1, maxWidth: 120 + ((index * 37) % 50) }} />}
          </Box>
        ))}
      </Box>
    );

  if (menu.isError)
    return mini ? (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <Tooltip title={`${t('shell.menuLoadError')} ${t('common.retry')}`} placement="right">
          <IconButton color="error" onClick={() => void menu.refetch()} aria-label={t('common.retry')}>
            <RefreshOutlined />
          </IconButton>
        </Tooltip>
      </Box>
    ) : (
      <Box
        role="alert"
        sx={{ m: 1.5, p: 2, borderRadius: 2, bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) }}
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'error.main' }}>
          <ErrorOutlineOutlined fontSize="small" sx={{ mt: '2px' }} />
          <Typography variant="body2" sx={{ color: 'text.primary' }}>
            {t('shell.menuLoadError')}
          </Typography>
        </Box>
        <Button
          size="small"
          startIcon={<RefreshOutlined />}
          onClick={() => void menu.refetch()}
          sx={{ mt: 1.5 }}
          variant="outlined"
        >
          {t('common.retry')}
        </Button>
      </Box>
    );

  if (menu.data.length === 0)
    return mini ? null : (
      <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
        {t('shell.menuEmpty')}
      </Typography>
    );

  return (
    <List component="nav" aria-label={t('shell.mainNavigation')} sx={{ px: mini ? 1 : 1.5, py: 1 }}>
      {menu.data.map((item) => {
        const title = t(`navigation.${item.name}`, { defaultValue: item.name });
        const active = matchPath({ path: item.url, end: false }, pathname) !== null;
        const button = (
          <ListItemButton
            key={item.id}
            component={Link}
            to={item.url}
            selected={active}
            aria-current={active ? 'page' : undefined}
            aria-label={mini ? title : undefined}
            onClick={onNavigate}
            sx={(theme) => ({
              mb: 0.25,
              minHeight: compact ? 40 : 44,
              px: mini ? 0 : compact ? 1.25 : 1.5,
              justifyContent: mini ? 'center' : 'flex-start',
              color: 'text.secondary',
              '& .MuiListItemIcon-root': { color: 'inherit' },
              '&:hover': { color: 'text.primary' },
              '&.Mui-selected, &.Mui-selected:hover': {
                color: 'primary.main',
                bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
              },
            })}
          >
            <ListItemIcon sx={{ minWidth: mini ? 0 : compact ? 32 : 38 }}>
              <MenuIcon name={item.icon} fontSize={compact ? 'small' : 'medium'} />
            </ListItemIcon>
            {!mini && (
              <ListItemText
                primary={title}
                slotProps={{
                  primary: {
                    noWrap: true,
                    sx: { fontSize: compact ? '0.8125rem' : '0.875rem', fontWeight: active ? 600 : 500 },
                  },
                }}
              />
            )}
          </ListItemButton>
        );
        return mini ? (
          <Tooltip key={item.id} title={title} placement="right">
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </List>
  );
};
