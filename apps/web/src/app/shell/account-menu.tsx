import CheckRounded from '@mui/icons-material/CheckRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { languages } from '@emlak/contracts';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { signOut } from '@/shared/auth/sign-out';
import { initials } from '@/shared/lib/initials';
import { PalettePopover } from './palette-popover';

export type AccountMenuProps = {
  /** On phones the language and palette choices move in here from the app bar. */
  withAppearance: boolean;
};

/** The avatar button and the user's menu: profile, settings, lock, log out. */
export const AccountMenu = ({ withAppearance }: AccountMenuProps) => {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector((state) => state.auth.user);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [paletteAnchor, setPaletteAnchor] = useState<HTMLElement | null>(null);

  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };
  const userInitials = initials(user?.name);
  const avatar = (size: number) => (
    <Avatar
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 600,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {userInitials || <PersonOutlined fontSize="small" />}
    </Avatar>
  );

  return (
    <>
      <Tooltip title={t('shell.accountMenu')}>
        <IconButton
          ref={buttonRef}
          // The name holds the initials the button shows (WCAG 2.5.3, "label in name").
          aria-label={
            userInitials
              ? t('common.nameWithShown', { name: t('shell.accountMenu'), shown: userInitials })
              : t('shell.accountMenu')
          }
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(true)}
          sx={{ p: 0.5 }}
        >
          {avatar(34)}
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={buttonRef.current}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 'calc(100vw - 32px)', mt: 1 } } }}
      >
        {user && (
          // Inside the menu's list: a list item without a role of its own, its texts plain (a
          // heading or a bare div there breaks the menu's structure for screen readers).
          <Box
            component="li"
            role="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25 }}
          >
            {avatar(40)}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="div" noWrap>
                {user.name}
              </Typography>
              {user.email !== user.name && (
                <Typography variant="body2" component="div" noWrap sx={{ color: 'text.secondary' }}>
                  {user.email}
                </Typography>
              )}
            </Box>
          </Box>
        )}
        {user && <Divider />}
        <MenuItem onClick={() => go('/profile')}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.profile')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => go('/settings')}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.settings')}</ListItemText>
        </MenuItem>
        {withAppearance && <Divider />}
        {withAppearance && (
          <MenuItem
            onClick={() => {
              setOpen(false);
              setPaletteAnchor(buttonRef.current);
            }}
          >
            <ListItemIcon>
              <PaletteOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('shell.themeColour')}</ListItemText>
          </MenuItem>
        )}
        {withAppearance && (
          <ListSubheader role="none" sx={{ lineHeight: '36px' }}>
            {t('shell.language')}
          </ListSubheader>
        )}
        {withAppearance &&
          languages.map((language) => (
            <MenuItem
              key={language}
              lang={language}
              selected={i18n.language === language}
              onClick={() => {
                setOpen(false);
                void i18n.changeLanguage(language);
              }}
            >
              <ListItemIcon>{i18n.language === language && <CheckRounded fontSize="small" />}</ListItemIcon>
              <ListItemText>{t(`common.languages.${language}`)}</ListItemText>
            </MenuItem>
          ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setOpen(false);
            // The lock screen returns here after the password.
            void navigate('/lock', { state: { from: location } });
          }}
        >
          <ListItemIcon>
            <LockOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.lock')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setOpen(false);
            void dispatch(signOut({ redirect: true }));
          }}
          sx={{ color: 'error.main', '& .MuiListItemIcon-root': { color: 'inherit' } }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('shell.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      <PalettePopover anchorEl={paletteAnchor} onClose={() => setPaletteAnchor(null)} />
    </>
  );
};
