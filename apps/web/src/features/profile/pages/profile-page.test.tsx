import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { craftAccessToken, renderSignedIn } from '@/test/render-signed-in';
import { API, defaultProfile, server } from '@/test/server';

const stored = {
  ...defaultProfile,
  roleId: 3,
  colorCode: '#c2410c',
  phone: '+994557412233',
  job: 'Agent',
};

// The first render loads the lazy screen chunk, slow on a busy machine.
const detailsForm = () => screen.findByRole('form', { name: 'Şəxsi məlumatlar' }, { timeout: 8000 });
const passwordForm = () => screen.findByRole('form', { name: 'Şifrəni dəyiş' }, { timeout: 8000 });

/** Records the bodies of PUT /users/profile and answers with `answer`. */
const capturePut = (answer: (body: Record<string, unknown>) => Response) => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    mock.put(`${API}/users/profile`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
};

beforeEach(() => server.use(mock.get(`${API}/users/profile`, () => HttpResponse.json(stored))));
afterEach(async () => {
  await act(() => i18n.changeLanguage('az'));
});

describe('profile page', () => {
  it('shows the avatar initials, the role and the organization, and fills the form', async () => {
    renderSignedIn('/profile', { roleId: 3 });
    const form = await detailsForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Aysel Məmmədova' });
    expect(within(summary).getByText('AM')).toBeInTheDocument();
    expect(within(summary).getByText('Xəzər Əmlak')).toBeInTheDocument();
    expect(within(summary).getByLabelText('Rol')).toHaveTextContent('İstifadəçi');
    expect(within(form).getByRole('textbox', { name: 'Ad' })).toHaveValue('Aysel');
    expect(within(form).getByRole('textbox', { name: 'Telefon' })).toHaveValue('+994557412233');
    expect(within(form).queryByLabelText(/Cari şifrə/)).not.toBeInTheDocument();
  });

  it('shows the messages under the fields and sends nothing while the form is wrong', async () => {
    const bodies = capturePut(() => HttpResponse.json(stored));
    renderSignedIn('/profile', { roleId: 3 });
    const form = await detailsForm();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Ad' }));
    const phone = within(form).getByRole('textbox', { name: 'Telefon' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12');
    const fin = within(form).getByRole('textbox', { name: 'FİN' });
    await userEvent.type(fin, '123');
    const email = within(form).getByRole('textbox', { name: 'E-poçt' });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Yadda saxla' }));
    expect(await within(form).findByText('Ad tələb olunur')).toBeInTheDocument();
    expect(within(form).getByText(/Düzgün telefon nömrəsi daxil edin/)).toBeInTheDocument();
    expect(within(form).getByText('Düzgün e-poçt ünvanı daxil edin')).toBeInTheDocument();
    expect(fin).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it('saves the details without a password while the e-mail stays', async () => {
    const bodies = capturePut((body) => HttpResponse.json({ ...stored, ...body, fin: '5ABC12D' }));
    renderSignedIn('/profile', { roleId: 3 });
    const form = await detailsForm();
    await userEvent.type(within(form).getByRole('textbox', { name: 'FİN' }), '5abc12d');
    await userEvent.click(within(form).getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Profil yadda saxlanıldı')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ firstName: 'Aysel', email: stored.email, fin: '5abc12d' });
    expect(bodies[0]).not.toHaveProperty('currentPassword');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'FİN' })).toHaveValue('5ABC12D'));
  });

  it('asks for the current password when the e-mail changes and shows the server refusal under it', async () => {
    const bodies = capturePut(() =>
      HttpResponse.json(
        {
          code: 'validation_failed',
          message: 'Sorğunuzda səhvlər var.',
          errors: { currentPassword: ['Şifrə yanlışdır.'] },
        },
        { status: 400 },
      ),
    );
    renderSignedIn('/profile', { roleId: 3 });
    const form = await detailsForm();
    const email = within(form).getByRole('textbox', { name: 'E-poçt' });
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.az');
    const password = await within(form).findByLabelText(/Cari şifrə/);
    await userEvent.click(within(form).getByRole('button', { name: 'Yadda saxla' }));
    expect(await within(form).findByText('Cari şifrə tələb olunur')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await userEvent.type(password, 'Wrong-pass-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Yadda saxla' }));
    expect(await within(form).findByText('Şifrə yanlışdır.')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ email: 'new@example.az', currentPassword: 'Wrong-pass-1' }),
    ]);

    // Back to the stored address (in other letter case): no password needed, the field goes.
    await userEvent.clear(email);
    await userEvent.type(email, stored.email.toUpperCase());
    await waitFor(() => expect(within(form).queryByLabelText(/Cari şifrə/)).not.toBeInTheDocument());
  });

  it('ticks the password rules off while typing and says when the passwords differ', async () => {
    const calls: unknown[] = [];
    server.use(
      mock.post(`${API}/accounts/change-password`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ accessToken: 'x', refreshToken: 'y' });
      }),
    );
    renderSignedIn('/profile', { roleId: 3 });
    const form = await passwordForm();
    const rules = within(form).getByRole('list', { name: 'Şifrə qaydaları' });
    const rule = (name: RegExp) => within(rules).getByText(name).closest('li')!;
    expect(rule(/Ən azı 8 simvol/)).toHaveTextContent('ödənilməyib');
    await userEvent.type(within(form).getByLabelText(/^Yeni şifrə( \*)?$/), 'abc1');
    expect(rule(/Ən azı bir latın hərfi/)).toHaveTextContent(/ödənilib$/);
    expect(rule(/Ən azı bir rəqəm/)).toHaveTextContent(/ödənilib$/);
    expect(rule(/Ən azı 8 simvol/)).toHaveTextContent('ödənilməyib');
    await userEvent.type(within(form).getByLabelText(/^Yeni şifrə( \*)?$/), 'defgh');
    expect(rule(/Ən azı 8 simvol/)).toHaveTextContent(/ödənilib$/);

    await userEvent.type(within(form).getByLabelText(/Cari şifrə/), 'Demo12345!');
    await userEvent.type(within(form).getByLabelText(/Yeni şifrəni təkrarlayın/), 'abc1defgX');
    await userEvent.click(within(form).getByRole('button', { name: 'Şifrəni dəyiş' }));
    expect(await within(form).findByText('Şifrələr uyğun gəlmir')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('changes the password and keeps this session on the new tokens', async () => {
    const accessToken = craftAccessToken({ UserId: '7', RoleId: '3', FullName: 'Aysel Məmmədova' });
    const calls: unknown[] = [];
    server.use(
      mock.post(`${API}/accounts/change-password`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ accessToken, refreshToken: 'new-refresh' });
      }),
    );
    const { store } = renderSignedIn('/profile', { roleId: 3 });
    const form = await passwordForm();
    await userEvent.type(within(form).getByLabelText(/Cari şifrə/), 'Demo12345!');
    await userEvent.type(within(form).getByLabelText(/^Yeni şifrə( \*)?$/), 'Yeni-sifre-2026');
    await userEvent.type(within(form).getByLabelText(/Yeni şifrəni təkrarlayın/), 'Yeni-sifre-2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Şifrəni dəyiş' }));
    expect(await screen.findByText('Şifrə dəyişdirildi. Digər sessiyalar bağlandı.')).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        currentPassword: 'Demo12345!',
        newPassword: 'Yeni-sifre-2026',
        confirmPassword: 'Yeni-sifre-2026',
      }),
    ]);
    expect(store.getState().auth).toMatchObject({
      accessToken,
      refreshToken: 'new-refresh',
      isAuthenticated: true,
    });
    expect(document.cookie).toContain('refreshToken=new-refresh');
    expect(within(form).getByLabelText(/Cari şifrə/)).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    server.use(
      mock.post(`${API}/accounts/change-password`, () =>
        HttpResponse.json(
          { code: 'validation_failed', message: 'x', errors: { currentPassword: ['Şifrə yanlışdır.'] } },
          { status: 400 },
        ),
      ),
    );
    const { store } = renderSignedIn('/profile', { roleId: 3 });
    const form = await passwordForm();
    await userEvent.type(within(form).getByLabelText(/Cari şifrə/), 'Wrong-pass-1');
    await userEvent.type(within(form).getByLabelText(/^Yeni şifrə( \*)?$/), 'Yeni-sifre-2026');
    await userEvent.type(within(form).getByLabelText(/Yeni şifrəni təkrarlayın/), 'Yeni-sifre-2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Şifrəni dəyiş' }));
    expect(await within(form).findByText('Şifrə yanlışdır.')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('reads in Russian', async () => {
    await act(() => i18n.changeLanguage('ru'));
    renderSignedIn('/profile', { roleId: 3 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Профиль' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Сменить пароль' })).toBeInTheDocument();
  });
});
