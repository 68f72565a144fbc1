import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { restoreLockState } from '@/features/lock/lock-storage';
import { installInterceptors } from '@/shared/api/http-client';
import { i18nReady } from '@/shared/i18n/i18n';
import { restoreSession } from '@/shared/auth/session';
import { loadRtlCache } from '@/shared/theme/emotion-cache';
import { createQueryClient, Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { createStore } from './app/store';

const store = createStore();
restoreSession(store);
restoreLockState(store);
installInterceptors(store);
const queryClient = createQueryClient();
const router = createAppRouter();
// The active language's texts first: no screen may show a key (they are a chunk of their own).
// A page stored as right-to-left waits for its mirroring styles too, so it never flips late.
await Promise.all([i18nReady, store.getState().theme.direction === 'rtl' ? loadRtlCache() : null]);

// The first render is a transition: React renders it in slices of a few milliseconds, yielding to
// the browser between them, instead of one long task. The page appears as soon as before, and stays
// responsive while it does (docs/decisions.md "Web: bundle budgets, Lighthouse": the dashboard's
// total blocking time about halved).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers store={store} queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
