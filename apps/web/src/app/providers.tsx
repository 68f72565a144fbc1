import { CssBaseline } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useRefetchOnLanguageChange } from '@/shared/i18n/refetch-on-language-change';
import { AppThemeProvider } from '@/shared/theme/app-theme-provider';
import { NotificationsHost } from '@/shared/ui/notifications-host';
import type { AppStore } from './store';

/** Server data: no retries and no refetch on window focus (spec section 7). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

export type ProvidersProps = { store: AppStore; queryClient: QueryClient; children: ReactNode };

export const Providers = ({ store, queryClient, children }: ProvidersProps) => {
  useRefetchOnLanguageChange(queryClient);
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <CssBaseline />
          {children}
          <NotificationsHost />
        </AppThemeProvider>
      </QueryClientProvider>
    </Provider>
  );
};
