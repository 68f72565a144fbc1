import { Box, Toolbar, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { AutoLock } from '@/features/lock/auto-lock';
import { TermsPrompt } from '@/features/terms/terms-prompt';
import { toggleSidebar } from '@/shared/theme/theme-slice';
import { AppBar } from './app-bar';
import { OfflineBanner } from './offline-banner';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { ScrollToTop } from './scroll-to-top';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The authenticated layout: app bar, the role's sidebar and the current screen (spec section 2). */
export const AppShell = () => {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <ScrollToTop />
      <AutoLock />
      <TermsPrompt />
      <AppBar
        desktop={desktop}
        onMenuClick={() => (desktop ? dispatch(toggleSidebar()) : setMobileOpen(true))}
      />
      <Sidebar
        desktop={desktop}
        mobileOpen={mobileOpen && !desktop}
        onMobileClose={() => setMobileOpen(false)}
      />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        // Focusable by script only (the skip link), so it does not add a tab stop.
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: 2, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        <OfflineBanner />
        <ScreenErrorBoundary resetKey={pathname}>
          <Outlet />
        </ScreenErrorBoundary>
      </Box>
    </Box>
  );
};
