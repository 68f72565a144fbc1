import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { authSlice } from '@/shared/auth/auth-slice';
import { notificationsSlice, notify } from '@/shared/state/notifications-slice';

// The snackbar's chunk fails to load, as when the network goes away before the first notification.
vi.mock('./notification-snackbar', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('notifications host without its snackbar chunk', () => {
  it('still shows the message, closes it after its time and by its button', async () => {
    // A file before this one in the worker may have loaded the host with the real snackbar.
    vi.resetModules();
    const { NotificationsHost } = await import('./notifications-host');
    const store = configureStore({
      reducer: { notifications: notificationsSlice.reducer, auth: authSlice.reducer },
    });
    render(
      <Provider store={store}>
        <NotificationsHost />
      </Provider>,
    );
    act(() => void store.dispatch(notify({ message: 'Offline', severity: 'error', duration: 300 })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Offline');
    await waitFor(() => expect(store.getState().notifications.current).toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The next notification tries the chunk again, and shows plainly when it fails again.
    act(() => void store.dispatch(notify({ message: 'Next', severity: 'success' })));
    expect(await screen.findByRole('status')).toHaveTextContent('Next');
    fireEvent.click(screen.getByRole('button', { name: 'Bağla' }));
    expect(store.getState().notifications.current).toBeNull();
  });
});
