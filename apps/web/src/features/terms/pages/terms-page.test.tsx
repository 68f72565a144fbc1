import { TERMS_VERSION } from '@emlak/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, defaultProfile, server } from '@/test/server';

afterEach(() => act(() => i18n.changeLanguage('az')));

/** The profile answers with the acceptance in `state`; POST /accounts/accept-terms changes it. */
const serveAcceptance = (initial: { termsAcceptedAt: string | null; termsVersion: string | null }) => {
  const state = { ...initial };
  const answers: unknown[] = [];
  server.use(
    mock.get(`${API}/users/profile`, () => HttpResponse.json({ ...defaultProfile, ...state })),
    mock.post(`${API}/accounts/accept-terms`, async ({ request }) => {
      const body = (await request.json()) as { accepted: boolean };
      answers.push(body);
      state.termsAcceptedAt = body.accepted ? '2026-11-20T09:30:00.000Z' : null;
      state.termsVersion = body.accepted ? TERMS_VERSION : null;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return answers;
};

// The first render loads the lazy screen chunk, slow on a busy machine.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

describe('terms page', () => {
  it('shows the version, a table of contents linking to every section, and the answer buttons', async () => {
    serveAcceptance({ termsAcceptedAt: null, termsVersion: null });
    renderSignedIn('/terms');
    await heading('Şərtlər və qaydalar');
    expect(screen.getByText(/Versiya 2026-11-01, qüvvəyə minmə tarixi 01\.11\.2026/)).toBeInTheDocument();
    expect(await screen.findByText('Siz bu şərtləri hələ qəbul etməmisiniz.')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Mündəricat' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(11);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).not.toBeNull();
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!);
    }
    expect(screen.getByRole('button', { name: 'Qəbul edirəm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İmtina edirəm' })).toBeInTheDocument();
    // The page has its own buttons: the dialog does not open over it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('records the acceptance and then says when it was given', async () => {
    const answers = serveAcceptance({ termsAcceptedAt: null, termsVersion: null });
    renderSignedIn('/terms');
    await heading('Şərtlər və qaydalar');
    await userEvent.click(await screen.findByRole('button', { name: 'Qəbul edirəm' }));
    expect(
      await screen.findByText('Siz bu şərtləri 20.11.2026 tarixində qəbul etmisiniz.'),
    ).toBeInTheDocument();
    expect(answers).toEqual([{ accepted: true }]);
    expect(screen.queryByRole('button', { name: 'Qəbul edirəm' })).not.toBeInTheDocument();
  });

  it('asks again for a new version after an older one was accepted', async () => {
    serveAcceptance({ termsAcceptedAt: '2025-03-01T10:00:00.000Z', termsVersion: '2025-03-01' });
    renderSignedIn('/terms');
    expect(
      await screen.findByText(/əvvəlki versiyasını \(2025-03-01\)/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Qəbul edirəm' })).toBeInTheDocument();
  });

  it.each([
    { language: 'en', title: 'Terms and Conditions', accepted: 'You accepted these terms on 02/11/2026.' },
    { language: 'ru', title: 'Условия использования', accepted: 'Вы приняли эти условия 02.11.2026.' },
  ])('reads in $language', async ({ language, title, accepted }) => {
    await act(() => i18n.changeLanguage(language));
    renderSignedIn('/terms');
    await heading(title);
    expect(await screen.findByText(accepted)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(11);
    expect(screen.queryByRole('button', { name: language === 'en' ? 'I accept' : 'Принимаю' })).toBeNull();
  });
});
