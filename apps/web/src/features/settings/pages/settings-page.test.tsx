import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

// The first render loads the lazy screen chunk, slow on a busy machine.
const section = (title: string) => screen.findByRole('region', { name: title }, { timeout: 8000 });

// The currency section reads the exchange rates (their own tests are beside the section).
beforeEach(() => server.use(mock.get(`${API}/exchange-rates`, () => HttpResponse.json([]))));

afterEach(async () => {
  document.dir = 'ltr';
  await act(() => i18n.changeLanguage('az'));
});

describe('settings page', () => {
  it('picks a palette: the state changes, the swatch is marked and the choice is stored', async () => {
    const { store } = renderSignedIn('/settings');
    const appearance = await section('Görünüş');
    const emerald = within(appearance).getByRole('button', { name: 'Zümrüd yaşılı' });
    expect(within(appearance).getByRole('button', { name: 'Kral mavisi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(emerald);
    expect(store.getState().theme.palette).toBe('EMERALD_GREEN');
    expect(emerald).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('current-theme')).toBe('EMERALD_GREEN');
  });

  it('switches mode, direction and sidebar width at once', async () => {
    const { store } = renderSignedIn('/settings');
    const appearance = await section('Görünüş');
    await userEvent.click(within(appearance).getByRole('button', { name: 'Tünd' }));
    await userEvent.click(within(appearance).getByRole('button', { name: 'Sağdan sola' }));
    await userEvent.click(within(appearance).getByRole('button', { name: /Yığcam/ }));
    expect(store.getState().theme).toMatchObject({ mode: 'dark', direction: 'rtl', sidebarWidth: 'compact' });
    expect(localStorage.getItem('current-theme')).toBe('ROYAL_BLUE_DARK');
    // Right-to-left's styles load when first chosen; the document turns with them.
    await vi.waitFor(() => expect(document.dir).toBe('rtl'), { timeout: 5_000 });
  });

  it('changes the language of the whole screen', async () => {
    renderSignedIn('/settings');
    const language = await section('Dil');
    await userEvent.click(within(language).getByRole('button', { name: /English/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('stores the currency under "currency"', async () => {
    const { store } = renderSignedIn('/settings');
    const currency = await section('Valyuta');
    await userEvent.click(within(currency).getByRole('button', { name: /USD/ }));
    expect(store.getState().general.price).toBe('USD');
    expect(localStorage.getItem('currency')).toBe('USD');
  });

  it('turns auto-lock off, which disables the time-out', async () => {
    const { store } = renderSignedIn('/settings');
    const lock = await section('Kilid ekranı');
    await userEvent.click(within(lock).getByRole('switch', { name: 'Avtomatik kilid' }));
    expect(store.getState().lock.autoLockEnabled).toBe(false);
    expect(within(lock).getByRole('spinbutton', { name: 'Kilidləmə vaxtı' })).toBeDisabled();
  });

  it.each(['0', '121', '2.5', ''])(
    'rejects the time-out %j with a message under the field',
    async (entry) => {
      const { store } = renderSignedIn('/settings');
      const lock = await section('Kilid ekranı');
      const field = within(lock).getByRole('spinbutton', { name: 'Kilidləmə vaxtı' });
      await userEvent.clear(field);
      if (entry) await userEvent.type(field, entry);
      await userEvent.tab();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(within(lock).getByText('1 ilə 120 arasında tam dəqiqə daxil edin')).toBeInTheDocument();
      // Valid prefixes typed on the way ("12" of "121") may apply; the rejected value never does.
      const { autoLockTimeout } = store.getState().lock;
      expect(autoLockTimeout >= 1 && autoLockTimeout <= 120).toBe(true);
      expect(String(autoLockTimeout)).not.toBe(entry);
    },
  );

  it('applies a valid time-out as typed', async () => {
    const { store } = renderSignedIn('/settings');
    const lock = await section('Kilid ekranı');
    const field = within(lock).getByRole('spinbutton', { name: 'Kilidləmə vaxtı' });
    await userEvent.clear(field);
    await userEvent.type(field, '45');
    expect(store.getState().lock.autoLockTimeout).toBe(45);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});
