import type { ListQuery, Organization } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';
import { errorBody, organization } from '../test/organization-fixtures';

const SUPER_ADMIN = 2;
const ADMIN = 1;

let organizations: Organization[] = [];
let tableBodies: ListQuery[] = [];

beforeEach(() => {
  organizations = [
    organization(1, 'Platform Operator', { isOperator: true }),
    organization(2, 'Xəzər Əmlak', { daysLeft: 5 }),
    organization(3, 'Abşeron Mülk', { isLocked: true, status: 'passive', userCount: 0 }),
  ];
  tableBodies = [];
  server.use(
    mock.post(`${API}/organizations/table`, async ({ request }) => {
      const query = (await request.json()) as ListQuery;
      tableBodies.push(query);
      return HttpResponse.json({
        items: organizations,
        total: organizations.length,
        totalCapped: false,
        ...query,
      });
    }),
  );
});

const loaded = () => screen.findByText('Xəzər Əmlak', {}, { timeout: 8000 });

const openedPanel = async (name: string) => {
  const panel = await screen.findByRole('region', { name });
  await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Ad' })).toHaveFocus());
  return panel;
};

describe('organizations page', () => {
  it('explains "Active" next to an expired grace period with a tooltip, reachable by keyboard', async () => {
    const user = userEvent.setup();
    renderSignedIn('/organizations', { roleId: SUPER_ADMIN });
    await loaded();
    const row = screen.getByRole('row', { name: /Platform Operator/ });
    const active = within(row).getByText('Aktiv').closest('.MuiChip-root') as HTMLElement;
    // Xəzər Əmlak's grace period still runs: its "Active" says nothing more.
    const running = within(screen.getByRole('row', { name: /Xəzər Əmlak/ })).getByText('Aktiv');
    expect(running.closest('.MuiChip-root')).not.toHaveAttribute('tabindex');
    expect(active).toHaveAttribute('tabindex', '0');
    active.focus();
    await user.hover(active);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /Güzəşt müddəti bitib: giriş indi abunəlikdən asılıdır/,
    );
    expect(active).toHaveAccessibleDescription(/Güzəşt müddəti bitib/);
  });

  it('lists organizations with localized status, lock, grace period and user count; searches by name', async () => {
    const user = userEvent.setup();
    renderSignedIn('/organizations', { roleId: SUPER_ADMIN });
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Təşkilatlar' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Təşkilatlar' });
    expect(within(table).getByText('Passiv')).toBeInTheDocument();
    expect(within(table).getAllByText('Aktiv')).toHaveLength(2);
    expect(within(table).getAllByText('Bloklanıb').length).toBeGreaterThan(0);
    expect(within(table).getByText('5 gün qalıb')).toBeInTheDocument();
    expect(within(table).getAllByText('Bitib')).toHaveLength(2);
    expect(tableBodies[0]).toEqual({ page: 0, pageSize: 5, filters: [], sortOptions: [] });
    await user.type(screen.getByRole('searchbox', { name: 'Axtarış' }), 'Xəz');
    await waitFor(() =>
      expect(tableBodies.at(-1)?.filters).toEqual([{ field: 'text', operator: 'Contains', value: 'Xəz' }]),
    );
  });

  it('gives a SuperAdmin every action but lock and delete on the operator organization', async () => {
    renderSignedIn('/organizations', { roleId: SUPER_ADMIN });
    await loaded();
    expect(screen.getByRole('button', { name: 'Təşkilat əlavə et' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blokla: Xəzər Əmlak' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blokdan çıxar: Abşeron Mülk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sil: Xəzər Əmlak' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sil: Platform Operator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Blokla: Platform Operator' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redaktə et: Platform Operator' })).toBeInTheDocument();
  });

  it('creates an organization with the body the API expects', async () => {
    const created: unknown[] = [];
    server.use(
      mock.post(`${API}/organizations`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        created.push(body);
        const saved = organization(9, String(body.name), { daysLeft: 35 });
        organizations = [...organizations, saved];
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/organizations', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Təşkilat əlavə et' }));
    const panel = await openedPanel('Yeni təşkilat');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(within(panel).getByText('Ad tələb olunur')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await user.type(within(panel).getByRole('textbox', { name: 'Ad' }), 'Gəncə Ev');
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Gözləmədə' }));
    await user.click(within(panel).getByRole('switch', { name: 'Kontaktlar aktivdir' }));
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await screen.findByText('Təşkilat əlavə edildi')).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({
        name: 'Gəncə Ev',
        status: 'pending',
        isContactEnabled: false,
        isLocked: false,
      }),
    ]);
    expect(
      Object.keys(created[0] as object)
        .filter((key) => !['deviceId', 'userAgent', 'platform', 'language'].includes(key))
        .sort(),
    ).toEqual(['isContactEnabled', 'isLocked', 'name', 'status']);
    expect(await screen.findByText('Gəncə Ev')).toBeInTheDocument();
  });

  it('edits with the version read and shows the grace period read-only', async () => {
    const updates: unknown[] = [];
    server.use(
      mock.put(`${API}/organizations/:id`, async ({ request, params }) => {
        const body = (await request.json()) as Record<string, unknown>;
        updates.push({ id: params.id, body });
        return HttpResponse.json(organization(2, String(body.name), { version: 5 }));
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/organizations', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Redaktə et: Xəzər Əmlak' }));
    const panel = await openedPanel('Təşkilatı redaktə et');
    expect(within(panel).getByText(/Güzəşt müddəti .* tarixində bitir/)).toBeInTheDocument();
    const name = within(panel).getByRole('textbox', { name: 'Ad' });
    await user.clear(name);
    await user.type(name, 'Xəzər Əmlak MMC');
    await user.click(within(panel).getByRole('switch', { name: 'Bloklanıb' }));
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Təşkilat yadda saxlandı')).toBeInTheDocument();
    expect(updates).toEqual([
      {
        id: '2',
        body: expect.objectContaining({
          name: 'Xəzər Əmlak MMC',
          isContactEnabled: true,
          isLocked: true,
          status: 'active',
          version: 4,
        }),
      },
    ]);
  });

  it('explains a stale version (409) inside the form', async () => {
    server.use(mock.put(`${API}/organizations/:id`, () => errorBody(409, 'stale_version', 'Köhnə versiya')));
    const user = userEvent.setup();
    renderSignedIn('/organizations', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Redaktə et: Xəzər Əmlak' }));
    const panel = await openedPanel('Təşkilatı redaktə et');
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Qeyd artıq dəyişdirilib');
  });

  it('locks after confirmation, saying the users are signed out', async () => {
    const calls: string[] = [];
    server.use(
      mock.post(`${API}/organizations/:id/:action`, ({ params }) => {
        calls.push(`${String(params.id)}/${String(params.action)}`);
        return HttpResponse.json(organization(2, 'Xəzər Əmlak', { isLocked: true }));
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/organizations', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Blokla: Xəzər Əmlak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Təşkilatı bloklamaq?' });
    expect(dialog).toHaveTextContent('sessiyaları bitəcək');
    await user.click(within(dialog).getByRole('button', { name: 'Blokla' }));
    expect(await screen.findByText('Təşkilat bloklandı')).toBeInTheDocument();
    expect(calls).toEqual(['2/lock']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Blokdan çıxar: Abşeron Mülk' }));
    const unlock = await screen.findByRole('dialog', { name: 'Blokdan çıxarmaq?' });
    await user.click(within(unlock).getByRole('button', { name: 'Blokdan çıxar' }));
    await waitFor(() => expect(calls).toEqual(['2/lock', '3/unlock']));
  });

  it('shows the server message of a 409 organization_in_use in the delete dialog', async () => {
    server.use(
      mock.delete(`${API}/organizations/:id`, () =>
        errorBody(409, 'organization_in_use', 'Təşkilatın istifadəçiləri var; onu deaktiv edin'),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn('/organizations', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Sil: Xəzər Əmlak' }));
    const dialog = await screen.findByRole('dialog', { name: 'Təşkilatı silmək?' });
    expect(dialog).toHaveTextContent('deaktiv edin');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Təşkilatın istifadəçiləri var; onu deaktiv edin',
    );
  });

  it('deletes an empty organization after confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      mock.delete(`${API}/organizations/:id`, ({ params }) => {
        deleted.push(String(params.id));
        organizations = organizations.filter((item) => String(item.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/organizations', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Sil: Abşeron Mülk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Təşkilatı silmək?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Təşkilat silindi')).toBeInTheDocument();
    expect(deleted).toEqual(['3']);
    await waitFor(() => expect(screen.queryByText('Abşeron Mülk')).not.toBeInTheDocument());
  });

  it('opens the users of an organization', async () => {
    server.use(
      mock.get(`${API}/organizations/2`, () => HttpResponse.json(organization(2, 'Xəzər Əmlak'))),
      mock.get(`${API}/organizations/2/users`, () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    const { router } = renderSignedIn('/organizations', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'İstifadəçilər: Xəzər Əmlak' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/2'));
  });

  it('lets an Admin edit only the name and contacts switch, sending neither status nor lock', async () => {
    organizations = [organization(2, 'Xəzər Əmlak', { daysLeft: 5 })];
    const updates: Record<string, unknown>[] = [];
    server.use(
      mock.put(`${API}/organizations/:id`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        updates.push(body);
        return HttpResponse.json(organization(2, String(body.name)));
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/organizations', { roleId: ADMIN });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Təşkilat əlavə et' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Blokla: Xəzər Əmlak' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sil: Xəzər Əmlak' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redaktə et: Xəzər Əmlak' }));
    const panel = await openedPanel('Təşkilatı redaktə et');
    expect(within(panel).queryByRole('switch', { name: 'Bloklanıb' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(within(panel).getByText('Yalnız super admin dəyişə bilər')).toBeInTheDocument();
    await user.click(within(panel).getByRole('switch', { name: 'Kontaktlar aktivdir' }));
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Təşkilat yadda saxlandı')).toBeInTheDocument();
    expect(updates[0]).toMatchObject({ name: 'Xəzər Əmlak', isContactEnabled: false, version: 4 });
    expect(updates[0]).not.toHaveProperty('status');
    expect(updates[0]).not.toHaveProperty('isLocked');
  });

  it('shows the 403 screen to a User', async () => {
    renderSignedIn('/organizations', { roleId: 3 });
    expect(
      await screen.findByText('Bu səhifəyə baxmaq icazəniz yoxdur.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
