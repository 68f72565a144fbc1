import type { ListQuery, Menu } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const SUPER_ADMIN = 2;

let menus: Menu[] = [];
let tableBodies: ListQuery[] = [];

const menu = (id: number, name: string, url: string, extra: Partial<Menu> = {}): Menu => ({
  id,
  name,
  url,
  description: `${name} screen`,
  menuUrl: null,
  status: true,
  displayOrder: id,
  icon: 'Dashboard',
  ...extra,
});

const errorBody = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status, code, message, errors, requestId: 'r' }, { status });

const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const openedPanel = async (name: string) => {
  const panel = await screen.findByRole('region', { name });
  await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Açar' })).toHaveFocus());
  return panel;
};

const loaded = () => screen.findByText('contacts', {}, { timeout: 8000 });

beforeEach(() => {
  menus = [
    menu(1, 'dashboard', '/dashboard'),
    menu(2, 'contacts', '/contacts', { icon: 'Contacts' }),
    menu(3, 'oldReports', '/reports', { status: false, icon: null }),
  ];
  tableBodies = [];
  server.use(
    mock.post(`${API}/menus/table`, async ({ request }) => {
      const query = (await request.json()) as ListQuery;
      tableBodies.push(query);
      return HttpResponse.json({ items: menus, total: menus.length, totalCapped: false, ...query });
    }),
  );
});

describe('menus page', () => {
  it('lists the menus with the screen title next to each key, status and icon name', async () => {
    renderSignedIn('/menus', { roleId: SUPER_ADMIN });
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Menyular' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Menyular' });
    expect(within(table).getByText('Kontaktlar')).toBeInTheDocument();
    expect(within(table).getByText('Tərcüməsi yoxdur')).toBeInTheDocument();
    expect(within(table).getAllByText('Aktiv')).toHaveLength(2);
    expect(within(table).getByText('Deaktiv')).toBeInTheDocument();
    expect(within(table).getByText('Contacts')).toBeInTheDocument();
    expect(tableBodies[0]).toEqual({ page: 0, pageSize: 5, filters: [], sortOptions: [] });
  });

  it('shows an Admin the list without write controls', async () => {
    renderSignedIn('/menus', { roleId: 1 });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Menyu əlavə et' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redaktə et: contacts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sil: contacts' })).not.toBeInTheDocument();
    expect(screen.getByText(/Siyahıya yalnız baxa bilərsiniz/)).toBeInTheDocument();
  });

  it('gives a User the 403 screen', async () => {
    renderSignedIn('/menus', { roleId: 3 });
    expect(await screen.findByText('Bu səhifəyə baxmaq icazəniz yoxdur.')).toBeInTheDocument();
    expect(tableBodies).toHaveLength(0);
  });

  it('lets a SuperAdmin add a menu: validated, blanks sent as null, toasted', async () => {
    const created: unknown[] = [];
    server.use(
      mock.post(`${API}/menus`, async ({ request }) => {
        const body = (await request.json()) as Omit<Menu, 'id'>;
        created.push(body);
        const saved = { id: 9, ...body };
        menus = [...menus, saved];
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/menus', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Menyu əlavə et' }));
    const panel = await openedPanel('Yeni menyu');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(within(panel).getByText('Açar tələb olunur')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await fill(user, within(panel).getByRole('textbox', { name: 'Açar' }), 'my-list');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(panel).findByText('Açar düzgün deyil')).toBeInTheDocument();
    const name = within(panel).getByRole('textbox', { name: 'Açar' });
    await user.clear(name);
    await fill(user, name, 'reports');
    await fill(user, within(panel).getByRole('textbox', { name: 'Ünvan' }), 'reports');
    const order = within(panel).getByRole('textbox', { name: 'Sıra' });
    await user.clear(order);
    await fill(user, order, '40');
    await user.click(within(panel).getByRole('switch', { name: 'Aktiv' }));
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));

    expect(await screen.findByText('Menyu əlavə edildi')).toBeInTheDocument();
    expect(created).toEqual([
      {
        name: 'reports',
        url: '/reports',
        description: null,
        menuUrl: null,
        status: false,
        displayOrder: 40,
        icon: null,
      },
    ]);
  });

  it('puts a duplicate path (409) under the path field', async () => {
    server.use(
      mock.post(`${API}/menus`, () =>
        errorBody(409, 'duplicate', 'Belə qeyd artıq var', { url: ['Bu ünvan artıq istifadə olunur'] }),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn('/menus', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Menyu əlavə et' }));
    const panel = await openedPanel('Yeni menyu');
    await fill(user, within(panel).getByRole('textbox', { name: 'Açar' }), 'contactsCopy');
    await fill(user, within(panel).getByRole('textbox', { name: 'Ünvan' }), 'contacts');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(panel).findByText('Bu ünvan artıq istifadə olunur')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Ünvan' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a menu with its values filled in and sends the whole menu', async () => {
    const updates: unknown[] = [];
    server.use(
      mock.put(`${API}/menus/:id`, async ({ request, params }) => {
        const body = (await request.json()) as Omit<Menu, 'id'>;
        updates.push({ id: params.id, body });
        return HttpResponse.json({ id: Number(params.id), ...body });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/menus', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Redaktə et: contacts' }));
    const panel = await openedPanel('Menyunu redaktə et');
    expect(within(panel).getByRole('textbox', { name: 'İkon' })).toHaveValue('Contacts');
    const icon = within(panel).getByRole('textbox', { name: 'İkon' });
    await user.clear(icon);
    await fill(user, icon, 'ContactPhone');
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Menyu yadda saxlandı')).toBeInTheDocument();
    expect(updates).toEqual([
      {
        id: '2',
        body: {
          name: 'contacts',
          url: '/contacts',
          description: 'contacts screen',
          menuUrl: null,
          status: true,
          displayOrder: 2,
          icon: 'ContactPhone',
        },
      },
    ]);
  });

  it('deletes a menu after confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      mock.delete(`${API}/menus/:id`, ({ params }) => {
        deleted.push(String(params.id));
        menus = menus.filter((item) => String(item.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/menus', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Sil: oldReports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menyunu silmək?' });
    expect(dialog).toHaveTextContent('«oldReports» silinəcək');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Menyu silindi')).toBeInTheDocument();
    expect(deleted).toEqual(['3']);
    await waitFor(() => expect(screen.queryByText('oldReports')).not.toBeInTheDocument());
  });
});
