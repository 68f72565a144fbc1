import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setNavigator } from '@/shared/api/navigation';
import { i18n } from '@/shared/i18n/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, defaultProfile, server } from '@/test/server';

// The settings screen is the signed-in screen under the dialog: light, and it reads only the rates.
const SCREEN = '/settings';
beforeEach(() => server.use(mock.get(`${API}/exchange-rates`, () => HttpResponse.json([]))));

let restoreNavigator: (() => void) | undefined;
afterEach(async () => {
  restoreNavigator?.();
  restoreNavigator = undefined;
  await act(() => i18n.changeLanguage('az'));
});

/** A signed-in user who accepted an older version; the answers posted are collected. */
const olderAcceptance = () => {
  const answers: unknown[] = [];
  let acceptance = { termsAcceptedAt: '2025-03-01T10:00:00.000Z', termsVersion: '2025-03-01' };
  server.use(
    mock.get(`${API}/users/profile`, () => HttpResponse.json({ ...defaultProfile, ...acceptance })),
    mock.post(`${API}/accounts/accept-terms`, async ({ request }) => {
      const body = (await request.json()) as { accepted: boolean };
      answers.push(body);
      if (body.accepted)
        acceptance = { termsAcceptedAt: new Date().toISOString(), termsVersion: '2026-11-01' };
      return new HttpResponse(null, { status: 204 });
    }),
    mock.post(`${API}/auth/logout`, () => new HttpResponse(null, { status: 204 })),
  );
  return answers;
};

const prompt = () => screen.findByRole('dialog', { name: 'Yenilənmiş istifadə şərtləri' }, { timeout: 8000 });

describe('terms prompt after sign-in', { timeout: 30_000 }, () => {
  it('stays closed for a user who accepted the current version', async () => {
    renderSignedIn(SCREEN);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 8000 })).toBeInTheDocument();
    // The profile has answered by the time the screen shows; give it a moment more all the same.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a user whose accepted version is older; accepting records it and closes the dialog', async () => {
    const answers = olderAcceptance();
    renderSignedIn(SCREEN);
    const dialog = await prompt();
    expect(within(dialog).getByRole('heading', { level: 3, name: /Şəxsi məlumatlar/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Qəbul edirəm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answers).toEqual([{ accepted: true }]);
  });

  it('keeps the dialog open with a message when the acceptance cannot be saved', async () => {
    olderAcceptance();
    server.use(
      mock.post(`${API}/accounts/accept-terms`, () =>
        HttpResponse.json({ status: 500, code: 'internal', message: 'x' }, { status: 500 }),
      ),
    );
    renderSignedIn(SCREEN);
    const dialog = await prompt();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Qəbul edirəm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cavabınızı yadda saxlamaq mümkün olmadı',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refusing records it, signs out and explains why on the login page', async () => {
    const answers = olderAcceptance();
    const { store, router } = renderSignedIn(SCREEN);
    restoreNavigator = setNavigator((path) => void router.navigate(path));
    const dialog = await prompt();
    await userEvent.click(within(dialog).getByRole('button', { name: 'İmtina edirəm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/login'));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(answers).toEqual([{ accepted: false }]);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Şərtləri qəbul etməlisiniz',
    );
  });
});
