import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderSignedIn } from '@/test/render-signed-in';

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(async () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  await act(() => i18n.changeLanguage('az'));
});

describe('shell keyboard and network notices', () => {
  it('offers "skip to content" as the first tab stop, and it moves focus to the main region', async () => {
    renderSignedIn('/dashboard');
    await screen.findByRole('navigation', { name: 'Əsas menyu' });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Məzmuna keç' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('names the skip link in the chosen language', async () => {
    await act(() => i18n.changeLanguage('ru'));
    renderSignedIn('/dashboard');
    expect(await screen.findByRole('link', { name: 'Перейти к содержимому' })).toBeInTheDocument();
  });

  it('shows a notice while the browser is offline and removes it when the network is back', async () => {
    renderSignedIn('/dashboard');
    await screen.findByRole('navigation', { name: 'Əsas menyu' });
    expect(screen.queryByText(/İnternet bağlantısı yoxdur/)).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByText(/İnternet bağlantısı yoxdur/)).toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByText(/İnternet bağlantısı yoxdur/)).not.toBeInTheDocument();
  });
});
