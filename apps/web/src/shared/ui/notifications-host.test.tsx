import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSlice } from '@/shared/auth/auth-slice';
import { notificationsSlice, notify } from '@/shared/state/notifications-slice';
import { NotificationsHost } from './notifications-host';

const createTestStore = () =>
  configureStore({ reducer: { notifications: notificationsSlice.reducer, auth: authSlice.reducer } });
let store: ReturnType<typeof createTestStore>;

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const current = () => store.getState().notifications.current?.message ?? null;

// The snackbar is a chunk of its own: loaded once here, a notification then draws in a microtask.
beforeAll(() => import('./notification-snackbar'));
/** Dispatches, then lets the lazy snackbar draw. */
const dispatchNow = (...actions: Parameters<typeof store.dispatch>[0][]) =>
  act(async () => {
    for (const action of actions) store.dispatch(action);
  });

beforeEach(() => {
  vi.useFakeTimers();
  store = createTestStore();
  render(
    <Provider store={store}>
      <NotificationsHost />
    </Provider>,
  );
});
afterEach(() => vi.useRealTimers());

describe('notifications host', () => {
  it('shows a toast at once with a progress bar and closes it after 4000 ms', async () => {
    await dispatchNow(notify({ message: 'Saved', severity: 'success' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');
    expect(toast.querySelector('.MuiLinearProgress-root')).not.toBeNull();
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
    advance(3999);
    expect(current()).toBe('Saved');
    advance(1);
    expect(current()).toBeNull();
  });

  it('closes a snackbar after 3000 ms', async () => {
    await dispatchNow(notify({ message: 'Copied', kind: 'snackbar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('status').closest('.MuiSnackbar-root')).toHaveClass(
      'MuiSnackbar-anchorOriginBottomCenter',
    );
    advance(2999);
    expect(current()).toBe('Copied');
    advance(1);
    expect(current()).toBeNull();
  });

  it('honours a message duration of its own', async () => {
    await dispatchNow(notify({ message: 'Other device', severity: 'error', duration: 8000 }));
    expect(screen.getByRole('alert')).toHaveTextContent('Other device');
    advance(7999);
    expect(current()).toBe('Other device');
    advance(1);
    expect(current()).toBeNull();
  });

  it('queues a second message and shows it 200 ms after the first closes', async () => {
    await dispatchNow(notify({ message: 'First' }), notify({ message: 'Second', severity: 'warning' }));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    advance(4000);
    expect(current()).toBeNull();
    advance(199);
    expect(current()).toBeNull();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    advance(1);
    expect(current()).toBe('Second');
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
  });

  it('closes when the user clicks the close button, then shows the next after 200 ms', async () => {
    await dispatchNow(notify({ message: 'First' }), notify({ message: 'Second' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bağla' }));
    expect(current()).toBeNull();
    advance(200);
    expect(current()).toBe('Second');
  });
});
