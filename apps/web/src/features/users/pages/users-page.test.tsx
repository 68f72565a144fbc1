import type { ListQuery, User } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const SUPER_ADMIN = 2;
const ADMIN = 1;
/** renderSignedIn signs in as user 7. */
const SELF = 7;
const CLIENT_META = ['deviceId', 'userAgent', 'platform', 'language'];

const user = (id: number, name: string, extra: Partial<User> = {}): User => ({
  id,
  name,
  firstName: name.split(' ')[0]!,
  lastName: name.split(' ')[1] ?? null,
  email: `user${id}@demo.az`,
  phone: '+994501234567',
  colorCode: null,
  status: 'active',
  roleId: 3,
  roleName: 'User',
  organizationId: 2,
  organizationName: 'Xəzər Əmlak',
  cityId: 1,
  cityName: 'Bakı',
  lastLoginAt: null,
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-01T08:00:00.000Z',
  version: 3,
  ...extra,
});

const errorBody = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status, code, message, errors, requestId: 'r' }, { status });

const withoutMeta = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !CLIENT_META.includes(key)));

let users: User[] = [];
let organizationOptions = [
  { value: 1, displayText: 'Platform Operator' },
  { value: 2, displayText: 'Xəzər Əmlak' },
];

beforeEach(() => {
  users = [
    user(SELF, 'Aysel Məmmədova', { roleId: 1, roleName: 'Admin' }),
    user(8, 'Rəşad Quliyev'),
    user(9, 'Nigar Əliyeva', { status: 'locked', colorCode: '#8e24aa' }),
  ];
  organizationOptions = [
    { value: 1, displayText: 'Platform Operator' },
    { value: 2, displayText: 'Xəzər Əmlak' },
  ];
  server.use(
    mock.post(`${API}/users/table`, async ({ request }) => {
      const query = (await request.json()) as ListQuery;
      return HttpResponse.json({ items: users, total: users.length, totalCapped: false, ...query });
    }),
    mock.get(`${API}/organizations/dropdown`, () => HttpResponse.json(organizationOptions)),
    mock.get(`${API}/cities/dropdown`, () =>
      HttpResponse.json([
        { value: 1, displayText: 'Bakı' },
        { value: 2, displayText: 'Gəncə' },
      ]),
    ),
    mock.get(`${API}/roles/dropdown`, () =>
      HttpResponse.json([
        { value: 1, displayText: 'Admin' },
        { value: 2, displayText: 'SuperAdmin' },
        { value: 3, displayText: 'User' },
      ]),
    ),
  );
});

const loaded = () => screen.findByText('Rəşad Quliyev', {}, { timeout: 8000 });

const openedPanel = async (name: string) => {
  const panel = await screen.findByRole('region', { name });
  await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Ad' })).toHaveFocus());
  return panel;
};

const fill = async (u: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await u.click(field);
  await u.paste(text);
};

const choose = async (
  u: ReturnType<typeof userEvent.setup>,
  panel: HTMLElement,
  field: string,
  option: string,
) => {
  await u.click(within(panel).getByRole('combobox', { name: field }));
  await u.click(await screen.findByRole('option', { name: option }));
};

describe('users page', () => {
  it('lists users with organization, role and status chips for a SuperAdmin', async () => {
    renderSignedIn('/users', { roleId: SUPER_ADMIN });
    await loaded();
    const table = screen.getByRole('table', { name: 'İstifadəçilər' });
    expect(within(table).getByRole('columnheader', { name: /Təşkilat/ })).toBeInTheDocument();
    expect(within(table).getAllByText('Xəzər Əmlak')).toHaveLength(3);
    expect(within(table).getAllByText('+994 50 123 45 67')).toHaveLength(3);
    expect(within(table).getByText('Bloklanıb')).toBeInTheDocument();
    expect(within(table).getByText('(siz)')).toBeInTheDocument();
    // Nobody locks, resets or deletes themselves: only Edit on the own row.
    expect(screen.getByRole('button', { name: 'Redaktə et: Aysel Məmmədova' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Blokla: Aysel Məmmədova' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sil: Aysel Məmmədova' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Şifrəni sıfırla: Aysel Məmmədova' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blokla: Rəşad Quliyev' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blokdan çıxar: Nigar Əliyeva' })).toBeInTheDocument();
  });

  it('validates with the contracts schema before sending', async () => {
    let posted = 0;
    server.use(
      mock.post(`${API}/users`, () => {
        posted += 1;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderSignedIn('/users', { roleId: SUPER_ADMIN });
    await loaded();
    await u.click(screen.getByRole('button', { name: 'İstifadəçi əlavə et' }));
    const panel = await openedPanel('Yeni istifadəçi');
    await fill(u, within(panel).getByRole('textbox', { name: 'E-poçt' }), 'not-an-email');
    await fill(
      u,
      within(panel).getByLabelText('Şifrə', { exact: false, selector: 'input[name="password"]' }),
      'abcdefgh',
    );
    await fill(u, within(panel).getByLabelText('Şifrənin təkrarı', { exact: false }), 'abcdefgh1');
    await u.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(panel).findByText('Ad tələb olunur')).toBeInTheDocument();
    expect(within(panel).getByText('Soyad tələb olunur')).toBeInTheDocument();
    expect(within(panel).getByText('Düzgün e-poçt ünvanı daxil edin')).toBeInTheDocument();
    expect(within(panel).getByText('Şifrədə həm hərf, həm rəqəm olmalıdır')).toBeInTheDocument();
    expect(within(panel).getByText('Təşkilat tələb olunur')).toBeInTheDocument();
    expect(posted).toBe(0);
  });

  it('says when the passwords do not match', async () => {
    const u = userEvent.setup();
    renderSignedIn('/users', { roleId: SUPER_ADMIN });
    await loaded();
    await u.click(screen.getByRole('button', { name: 'İstifadəçi əlavə et' }));
    const panel = await openedPanel('Yeni istifadəçi');
    await fill(
      u,
      within(panel).getByLabelText('Şifrə', { exact: false, selector: 'input[name="password"]' }),
      'Parol1234',
    );
    await fill(u, within(panel).getByLabelText('Şifrənin təkrarı', { exact: false }), 'Parol12345');
    await u.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(panel).findByText('Şifrələr uyğun gəlmir')).toBeInTheDocument();
  });

  it('creates a user with every field, sent as the API expects', async () => {
    const created: Record<string, unknown>[] = [];
    server.use(
      mock.post(`${API}/users`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        created.push(withoutMeta(body));
        const saved = user(20, 'Elvin İsmayılov');
        users = [...users, saved];
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderSignedIn('/users', { roleId: SUPER_ADMIN });
    await loaded();
    await u.click(screen.getByRole('button', { name: 'İstifadəçi əlavə et' }));
    const panel = await openedPanel('Yeni istifadəçi');
    await fill(u, within(panel).getByRole('textbox', { name: 'Ad' }), 'Elvin');
    await fill(u, within(panel).getByRole('textbox', { name: 'Soyad' }), 'İsmayılov');
    await fill(u, within(panel).getByRole('textbox', { name: 'Göstərilən ad' }), 'Elvin İ.');
    await fill(u, within(panel).getByRole('textbox', { name: 'E-poçt' }), 'elvin@demo.az');
    await fill(u, within(panel).getByRole('textbox', { name: 'Telefon' }), '050 555 44 33');
    await fill(
      u,
      within(panel).getByLabelText('Şifrə', { exact: false, selector: 'input[name="password"]' }),
      'Parol1234',
    );
    await fill(u, within(panel).getByLabelText('Şifrənin təkrarı', { exact: false }), 'Parol1234');
    await choose(u, panel, 'Təşkilat', 'Xəzər Əmlak');
    await choose(u, panel, 'Rol', 'Admin');
    await choose(u, panel, 'Şəhər', 'Gəncə');
    await choose(u, panel, 'Status', 'Bloklanıb');
    await u.click(within(panel).getByRole('button', { name: 'Rəng: #00897b' }));
    expect(within(panel).getByRole('button', { name: 'Rəng: #00897b' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await u.click(within(panel).getByRole('button', { name: 'Əlavə et' }));

    expect(await screen.findByText('İstifadəçi əlavə edildi')).toBeInTheDocument();
    expect(created).toEqual([
      {
        firstName: 'Elvin',
        lastName: 'İsmayılov',
        name: 'Elvin İ.',
        email: 'elvin@demo.az',
        phone: '050 555 44 33',
        password: 'Parol1234',
        confirmPassword: 'Parol1234',
        organizationId: 2,
        roleId: 1,
        cityId: 2,
        colorCode: '#00897b',
        status: 'locked',
      },
    ]);
  });

  it('puts a duplicate e-mail (409) under the e-mail field', async () => {
    server.use(
      mock.put(`${API}/users/:id`, () =>
        errorBody(409, 'duplicate', 'Belə qeyd artıq var', { email: ['Bu e-poçt artıq istifadə olunur'] }),
      ),
    );
    const u = userEvent.setup();
    renderSignedIn('/users', { roleId: SUPER_ADMIN });
    await loaded();
    await u.click(screen.getByRole('button', { name: 'Redaktə et: Rəşad Quliyev' }));
    const panel = await openedPanel('İstifadəçini redaktə et');
    await u.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await within(panel).findByText('Bu e-poçt artıq istifadə olunur')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'E-poçt' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a user with the version read, no password fields, the name left to follow', async () => {
    const updates: unknown[] = [];
    server.use(
      mock.put(`${API}/users/:id`, async ({ request, params }) => {
        updates.push({ id: params.id, body: withoutMeta((await request.json()) as Record<string, unknown>) });
        return HttpResponse.json(user(8, 'Rəşad Quliyev'));
      }),
    );
    const u = userEvent.setup();
    renderSignedIn('/users', { roleId: SUPER_ADMIN });
    await loaded();
    await u.click(screen.getByRole('button', { name: 'Redaktə et: Rəşad Quliyev' }));
    const panel = await openedPanel('İstifadəçini redaktə et');
    expect(within(panel).queryByLabelText('Şifrə', { exact: false })).not.toBeInTheDocument();
    const first = within(panel).getByRole('textbox', { name: 'Ad' });
    expect(first).toHaveValue('Rəşad');
    await u.clear(first);
    await fill(u, first, 'Rəşid');
    await u.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('İstifadəçi yadda saxlandı')).toBeInTheDocument();
    expect(updates).toEqual([
      {
        id: '8',
        body: {
          firstName: 'Rəşid',
          lastName: 'Quliyev',
          name: null,
          email: 'user8@demo.az',
          phone: '+994501234567',
          organizationId: 2,
          roleId: 3,
          colorCode: null,
          cityId: 1,
          status: 'active',
          version: 3,
        },
      },
    ]);
  });

  it('locks a user after a confirmation that says their sessions end', async () => {
    const calls: string[] = [];
    server.use(
      mock.post(`${API}/users/:id/:action`, ({ params }) => {
        calls.push(`${String(params.id)}/${String(params.action)}`);
        return HttpResponse.json(user(8, 'Rəşad Quliyev', { status: 'locked' }));
      }),
    );
    const u = userEvent.setup();
    renderSignedIn('/users', { roleId: SUPER_ADMIN });
    await loaded();
    await u.click(screen.getByRole('button', { name: 'Blokla: Rəşad Quliyev' }));
    const dialog = await screen.findByRole('dialog', { name: 'İstifadəçini bloklamaq?' });
    expect(dialog).toHaveTextContent('bütün sessiyaları dərhal bitəcək');
    await u.click(within(dialog).getByRole('button', { name: 'Blokla' }));
    expect(await screen.findByText('İstifadəçi bloklandı')).toBeInTheDocument();
    expect(calls).toEqual(['8/lock']);
  });

  it('resets a password after validating it, sending newPassword and confirmPassword', async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.post(`${API}/users/:id/reset-password`, async ({ request, params }) => {
        bodies.push({ id: params.id, body: withoutMeta((await request.json()) as Record<string, unknown>) });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const u = userEvent.setup();
    renderSignedIn('/users', { roleId: SUPER_ADMIN });
    await loaded();
    await u.click(screen.getByRole('button', { name: 'Şifrəni sıfırla: Rəşad Quliyev' }));
    const dialog = await screen.findByRole('dialog', { name: 'Şifrəni sıfırla' });
    await u.click(within(dialog).getByRole('button', { name: 'Şifrəni yenilə' }));
    expect(await within(dialog).findByText('Yeni şifrə ən azı 8 simvol olmalıdır')).toBeInTheDocument();
    await fill(u, within(dialog).getByLabelText('Yeni şifrə', { exact: false }), 'Yeni12345');
    await fill(u, within(dialog).getByLabelText('Şifrənin təkrarı', { exact: false }), 'Yeni12345');
    await u.click(within(dialog).getByRole('button', { name: 'Şifrəni yenilə' }));
    expect(await screen.findByText('Şifrə yeniləndi')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: '8', body: { newPassword: 'Yeni12345', confirmPassword: 'Yeni12345' } }]);
  });

  it('shows a 409 user_in_use refusal in the delete dialog', async () => {
    server.use(
      mock.delete(`${API}/users/:id`, () =>
        errorBody(409, 'user_in_use', 'İstifadəçinin tarixçəsi var; onun əvəzinə bloklayın'),
      ),
    );
    const u = userEvent.setup();
    renderSignedIn('/users', { roleId: SUPER_ADMIN });
    await loaded();
    await u.click(screen.getByRole('button', { name: 'Sil: Rəşad Quliyev' }));
    const dialog = await screen.findByRole('dialog', { name: 'İstifadəçini silmək?' });
    await u.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('onun əvəzinə bloklayın');
  });

  it('deletes a user after confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      mock.delete(`${API}/users/:id`, ({ params }) => {
        deleted.push(String(params.id));
        users = users.filter((item) => String(item.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const u = userEvent.setup();
    renderSignedIn('/users', { roleId: SUPER_ADMIN });
    await loaded();
    await u.click(screen.getByRole('button', { name: 'Sil: Nigar Əliyeva' }));
    const dialog = await screen.findByRole('dialog', { name: 'İstifadəçini silmək?' });
    await u.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('İstifadəçi silindi')).toBeInTheDocument();
    expect(deleted).toEqual(['9']);
  });

  it('gives an Admin no organization column or field and no SuperAdmin role; new users go to the own organization', async () => {
    organizationOptions = [{ value: 2, displayText: 'Xəzər Əmlak' }];
    const created: Record<string, unknown>[] = [];
    server.use(
      mock.post(`${API}/users`, async ({ request }) => {
        created.push(withoutMeta((await request.json()) as Record<string, unknown>));
        return HttpResponse.json(user(21, 'Leyla Həsənova'), { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderSignedIn('/users', { roleId: ADMIN });
    await loaded();
    const table = screen.getByRole('table', { name: 'İstifadəçilər' });
    expect(within(table).queryByRole('columnheader', { name: /Təşkilat/ })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'İstifadəçi əlavə et' }));
    const panel = await openedPanel('Yeni istifadəçi');
    expect(within(panel).queryByRole('combobox', { name: 'Təşkilat' })).not.toBeInTheDocument();
    await u.click(within(panel).getByRole('combobox', { name: 'Rol' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Admin', 'İstifadəçi']);
    await u.click(screen.getByRole('option', { name: 'İstifadəçi' }));
    await fill(u, within(panel).getByRole('textbox', { name: 'Ad' }), 'Leyla');
    await fill(u, within(panel).getByRole('textbox', { name: 'Soyad' }), 'Həsənova');
    await fill(u, within(panel).getByRole('textbox', { name: 'E-poçt' }), 'leyla@demo.az');
    await fill(
      u,
      within(panel).getByLabelText('Şifrə', { exact: false, selector: 'input[name="password"]' }),
      'Parol1234',
    );
    await fill(u, within(panel).getByLabelText('Şifrənin təkrarı', { exact: false }), 'Parol1234');
    await u.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await screen.findByText('İstifadəçi əlavə edildi')).toBeInTheDocument();
    expect(created[0]).toMatchObject({ organizationId: 2, roleId: 3, name: null, phone: null, cityId: null });
  });

  it('hides every action on a SuperAdmin row from an Admin', async () => {
    users = [...users, user(30, 'Super Admin', { roleId: 2, roleName: 'SuperAdmin' })];
    renderSignedIn('/users', { roleId: ADMIN });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Redaktə et: Super Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Blokla: Super Admin' })).not.toBeInTheDocument();
  });

  it('shows the 403 screen to a User', async () => {
    renderSignedIn('/users', { roleId: 3 });
    expect(
      await screen.findByText('Bu səhifəyə baxmaq icazəniz yoxdur.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});

describe('users page on a 390 px phone', () => {
  afterEach(async () => {
    await i18n.changeLanguage('az');
  });

  it('puts each row\'s actions behind one "more" button named after the user', async () => {
    const calls: string[] = [];
    server.use(
      mock.post(`${API}/users/:id/:action`, ({ params }) => {
        calls.push(`${String(params.id)}/${String(params.action)}`);
        return HttpResponse.json(user(8, 'Rəşad Quliyev', { status: 'locked' }));
      }),
    );
    const u = userEvent.setup();
    renderSignedIn('/users', { roleId: SUPER_ADMIN, width: 390 });
    await loaded();
    // Cards, not a table, and no row of icon buttons: one "more" button per user.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Blokla: Rəşad Quliyev' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Əməliyyatlar: Rəşad Quliyev' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Redaktə et: Rəşad Quliyev',
      'Blokla: Rəşad Quliyev',
      'Şifrəni sıfırla: Rəşad Quliyev',
      'Sil: Rəşad Quliyev',
    ]);
    await u.click(within(menu).getByRole('menuitem', { name: 'Blokla: Rəşad Quliyev' }));
    const dialog = await screen.findByRole('dialog', { name: 'İstifadəçini bloklamaq?' });
    await u.click(within(dialog).getByRole('button', { name: 'Blokla' }));
    expect(await screen.findByText('İstifadəçi bloklandı')).toBeInTheDocument();
    expect(calls).toEqual(['8/lock']);
  });

  it('names the "more" button and its items in English and Russian too', async () => {
    const u = userEvent.setup();
    renderSignedIn('/users', { roleId: SUPER_ADMIN, width: 390 });
    await loaded();
    await i18n.changeLanguage('en');
    await u.click(await screen.findByRole('button', { name: 'Actions: Nigar Əliyeva' }));
    expect(await screen.findByRole('menuitem', { name: 'Unlock Nigar Əliyeva' })).toBeInTheDocument();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await i18n.changeLanguage('ru');
    await u.click(await screen.findByRole('button', { name: 'Действия: Nigar Əliyeva' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Разблокировать: Nigar Əliyeva' }),
    ).toBeInTheDocument();
  });
});
