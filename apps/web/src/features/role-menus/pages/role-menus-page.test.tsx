import type { Menu, RoleMenus } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn, sampleMenus } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const SUPER_ADMIN = 2;

const menu = (id: number, name: string, url: string, status = true): Menu => ({
  id,
  name,
  url,
  description: null,
  menuUrl: url,
  status,
  displayOrder: id,
  icon: null,
});

const allMenus = [
  menu(1, 'dashboard', '/dashboard'),
  menu(2, 'contacts', '/contacts'),
  menu(3, 'budgets', '/budgets'),
  menu(4, 'auditLog', '/audit', false),
];
let granted: Record<number, number[]> = {};
let saves: { roleId: string; body: unknown }[] = [];
let userMenuCalls = 0;

const answer = (roleId: number): RoleMenus => ({
  roleId,
  menuIds: granted[roleId] ?? [],
  menus: allMenus.filter((item) => (granted[roleId] ?? []).includes(item.id)),
});

beforeEach(() => {
  granted = { 1: [1, 2, 3, 4], 2: [1, 2, 3, 4], 3: [1, 2] };
  saves = [];
  userMenuCalls = 0;
  server.use(
    mock.get(`${API}/roles`, () =>
      HttpResponse.json([
        { id: 1, name: 'Admin' },
        { id: 2, name: 'SuperAdmin' },
        { id: 3, name: 'User' },
      ]),
    ),
    mock.get(`${API}/menus`, () => HttpResponse.json(allMenus)),
    mock.get(`${API}/roles/menus`, ({ request }) =>
      HttpResponse.json(answer(Number(new URL(request.url).searchParams.get('roleId')))),
    ),
    mock.put(`${API}/roles/:id/menus`, async ({ request, params }) => {
      const body = (await request.json()) as { menuIds: number[] };
      saves.push({ roleId: String(params.id), body });
      granted[Number(params.id)] = body.menuIds;
      return HttpResponse.json(answer(Number(params.id)));
    }),
  );
});

const userMenu = () => {
  userMenuCalls += 1;
  return HttpResponse.json(sampleMenus);
};

const checkbox = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) });

describe('role-specific menus page', () => {
  it('ticks the menus of the role in the address and saves the whole set', async () => {
    const user = userEvent.setup();
    renderSignedIn('/role-specific-menus?role=3', { roleId: SUPER_ADMIN, menus: userMenu });
    await screen.findByRole('tab', { name: 'İstifadəçi', selected: true }, { timeout: 8000 });
    await waitFor(() => expect(checkbox('Kontaktlar')).toBeChecked());
    expect(checkbox('İdarə paneli')).toBeChecked();
    expect(checkbox('Büdcələr')).not.toBeChecked();
    expect(screen.getByText('2 / 4 seçilib')).toBeInTheDocument();
    expect(screen.getByText('Deaktiv')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Yadda saxla' });
    expect(save).toBeDisabled();

    await user.click(checkbox('Büdcələr'));
    expect(screen.getByText('Yadda saxlanmamış dəyişikliklər var')).toBeInTheDocument();
    await user.click(checkbox('İdarə paneli'));
    const callsBefore = userMenuCalls;
    await user.click(save);
    expect(await screen.findByText('«User» rolunun menyuları yadda saxlandı')).toBeInTheDocument();
    expect(saves).toEqual([{ roleId: '3', body: { menuIds: [2, 3] } }]);
    expect(screen.queryByText('Yadda saxlanmamış dəyişikliklər var')).not.toBeInTheDocument();
    // The shell's sidebar is asked again: the key the shell uses was invalidated.
    await waitFor(() => expect(userMenuCalls).toBeGreaterThan(callsBefore));
  });

  it('selects all and none, and discards the changes', async () => {
    const user = userEvent.setup();
    renderSignedIn('/role-specific-menus?role=3', { roleId: SUPER_ADMIN });
    await waitFor(() => expect(checkbox('Kontaktlar')).toBeChecked(), { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Hamısını seç' }));
    for (const name of ['İdarə paneli', 'Kontaktlar', 'Büdcələr', 'Audit jurnalı'])
      expect(checkbox(name)).toBeChecked();
    expect(screen.getByText('4 / 4 seçilib')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Heç birini seçmə' }));
    expect(screen.getByText('0 / 4 seçilib')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() => expect(saves).toEqual([{ roleId: '3', body: { menuIds: [] } }]));
  });

  it('asks before switching roles with unsaved changes', async () => {
    const user = userEvent.setup();
    renderSignedIn('/role-specific-menus?role=3', { roleId: SUPER_ADMIN });
    await waitFor(() => expect(checkbox('Kontaktlar')).toBeChecked(), { timeout: 8000 });
    await user.click(checkbox('Kontaktlar'));
    await user.click(screen.getByRole('tab', { name: 'Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yadda saxlanmamış dəyişikliklər var' });
    expect(dialog).toHaveTextContent(/rolu üçün yadda saxlanmamış dəyişikliklər ləğv ediləcək/);
    await user.click(within(dialog).getByRole('button', { name: 'Dəyişiklikləri at' }));
    expect(await screen.findByRole('tab', { name: 'Admin', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('4 / 4 seçilib')).toBeInTheDocument());
    expect(saves).toEqual([]);
  });

  it('asks before a sidebar link leaves unsaved changes: Stay keeps them, Discard changes leaves', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/role-specific-menus?role=3', {
      roleId: SUPER_ADMIN,
      menus: () => userMenu(),
    });
    await waitFor(() => expect(checkbox('Kontaktlar')).toBeChecked(), { timeout: 8000 });
    await user.click(checkbox('Kontaktlar'));
    const sidebar = screen.getByRole('navigation', { name: /./ });
    await user.click(within(sidebar).getByRole('link', { name: /İdarə paneli/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Yadda saxlanmamış dəyişikliklər var' });
    await user.click(within(dialog).getByRole('button', { name: 'Qal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/role-specific-menus');
    expect(checkbox('Kontaktlar')).not.toBeChecked();

    await user.click(within(sidebar).getByRole('link', { name: /İdarə paneli/ }));
    dialog = await screen.findByRole('dialog', { name: 'Yadda saxlanmamış dəyişikliklər var' });
    await user.click(within(dialog).getByRole('button', { name: 'Dəyişiklikləri at' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(saves).toEqual([]);
  });

  it('shows an Admin the sets without write controls', async () => {
    renderSignedIn('/role-specific-menus', { roleId: 1 });
    await waitFor(() => expect(checkbox('Kontaktlar')).toBeChecked(), { timeout: 8000 });
    expect(screen.getByRole('tab', { name: 'Admin', selected: true })).toBeInTheDocument();
    expect(checkbox('Kontaktlar')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Yadda saxla' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hamısını seç' })).not.toBeInTheDocument();
    expect(screen.getByText(/Yalnız baxa bilərsiniz/)).toBeInTheDocument();
  });

  it('gives a User the 403 screen', async () => {
    renderSignedIn('/role-specific-menus', { roleId: 3 });
    expect(await screen.findByText('Bu səhifəyə baxmaq icazəniz yoxdur.')).toBeInTheDocument();
  });
});
