import type { City, ListQuery } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const SUPER_ADMIN = 2;

let cities: City[] = [];
let tableBodies: ListQuery[] = [];

const city = (id: number, name: string, kind: City['kind'] = 'city'): City => ({
  id,
  name,
  nameEn: `${name} (en)`,
  nameRu: `${name} (ru)`,
  kind,
  latitude: 40.4093,
  longitude: 49.8671,
  displayOrder: id,
});

const serveTable = () =>
  server.use(
    mock.post(`${API}/cities/table`, async ({ request }) => {
      const query = (await request.json()) as ListQuery;
      tableBodies.push(query);
      const items = cities.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize);
      return HttpResponse.json({ items, total: cities.length, totalCapped: false, ...query });
    }),
  );

const errorBody = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status, code, message, errors, requestId: 'r' }, { status });

/** Types a whole value at once: the form tests enter many fields, keystroke typing is slow. */
const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

/** The form panel once opened: focus lands on its first field when it has expanded. */
const openedPanel = async (name: string) => {
  const panel = await screen.findByRole('region', { name });
  await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Ad' })).toHaveFocus());
  return panel;
};

// The first render loads the lazy screen chunk, slow on a busy machine.
const loaded = () => screen.findByText('Bakı', {}, { timeout: 8000 });

beforeEach(() => {
  cities = [city(1, 'Bakı'), city(2, 'Gəncə'), city(3, 'Quba', 'district')];
  tableBodies = [];
  serveTable();
});

describe('cities page', () => {
  it('lists the cities with localized kinds, searching by name', async () => {
    const user = userEvent.setup();
    renderSignedIn('/cities', { roleId: 3 });
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Şəhərlər' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Şəhərlər' });
    expect(within(table).getByText('Rayon')).toBeInTheDocument();
    expect(within(table).getAllByText('Şəhər')).toHaveLength(2);
    expect(within(table).getAllByText('40,4093')).toHaveLength(3);
    expect(tableBodies[0]).toEqual({ page: 0, pageSize: 5, filters: [], sortOptions: [] });
    await user.type(screen.getByRole('searchbox', { name: 'Axtarış' }), 'Gən');
    await waitFor(() =>
      expect(tableBodies.at(-1)?.filters).toEqual([{ field: 'text', operator: 'Contains', value: 'Gən' }]),
    );
  });

  it.each([
    ['User', 3],
    ['Admin', 1],
  ])('shows no write controls to a %s', async (_role, roleId) => {
    renderSignedIn('/cities', { roleId });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Şəhər əlavə et' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redaktə et: Bakı' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sil: Bakı' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Yeni şəhər' })).not.toBeInTheDocument();
    expect(screen.getByText(/Siyahıya yalnız baxa bilərsiniz/)).toBeInTheDocument();
  });

  it('lets a SuperAdmin add a city: validated, sent as the API expects, toasted, the table refetched', async () => {
    const created: unknown[] = [];
    server.use(
      mock.post(`${API}/cities`, async ({ request }) => {
        const body = (await request.json()) as Omit<City, 'id'>;
        created.push(body);
        const saved = { id: 9, ...body };
        cities = [...cities, saved];
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/cities', { roleId: SUPER_ADMIN });
    await loaded();
    expect(screen.getByRole('button', { name: 'Redaktə et: Bakı' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sil: Bakı' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Şəhər əlavə et' }));
    const panel = await openedPanel('Yeni şəhər');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(within(panel).getByText('Ad tələb olunur')).toBeInTheDocument();
    expect(within(panel).getByText('En dairəsi tələb olunur')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await fill(user, within(panel).getByRole('textbox', { name: 'Ad' }), 'Şəki');
    await fill(user, within(panel).getByRole('textbox', { name: 'Ad (ingiliscə)' }), 'Shaki');
    await fill(user, within(panel).getByRole('textbox', { name: 'Ad (rusca)' }), 'Шеки');
    await user.click(within(panel).getByRole('combobox', { name: 'Növ' }));
    await user.click(screen.getByRole('option', { name: 'Rayon' }));
    await fill(user, within(panel).getByRole('textbox', { name: 'En dairəsi' }), '41.19');
    await fill(user, within(panel).getByRole('textbox', { name: 'Uzunluq dairəsi' }), '47.17');
    const order = within(panel).getByRole('textbox', { name: 'Sıra' });
    await user.clear(order);
    await fill(user, order, '12');
    const before = tableBodies.length;
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));

    expect(await screen.findByText('Şəhər əlavə edildi')).toBeInTheDocument();
    expect(created).toEqual([
      {
        name: 'Şəki',
        nameEn: 'Shaki',
        nameRu: 'Шеки',
        kind: 'district',
        latitude: 41.19,
        longitude: 47.17,
        displayOrder: 12,
      },
    ]);
    await waitFor(() => expect(tableBodies.length).toBeGreaterThan(before));
    expect(await screen.findByText('Şəki')).toBeInTheDocument();
  });

  it('puts a duplicate name (409) under the name field', async () => {
    server.use(
      mock.post(`${API}/cities`, () =>
        errorBody(409, 'duplicate', 'Belə qeyd artıq var', { name: ['Bu ad artıq istifadə olunur'] }),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn('/cities', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Şəhər əlavə et' }));
    const panel = await openedPanel('Yeni şəhər');
    await fill(user, within(panel).getByRole('textbox', { name: 'Ad' }), 'Bakı');
    await fill(user, within(panel).getByRole('textbox', { name: 'Ad (ingiliscə)' }), 'Baku');
    await fill(user, within(panel).getByRole('textbox', { name: 'Ad (rusca)' }), 'Баку');
    await fill(user, within(panel).getByRole('textbox', { name: 'En dairəsi' }), '40.4');
    await fill(user, within(panel).getByRole('textbox', { name: 'Uzunluq dairəsi' }), '49.8');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(panel).findByText('Bu ad artıq istifadə olunur')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Ad' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a city with its values filled in', async () => {
    const updates: unknown[] = [];
    server.use(
      mock.put(`${API}/cities/:id`, async ({ request, params }) => {
        const body = (await request.json()) as Omit<City, 'id'>;
        updates.push({ id: params.id, body });
        return HttpResponse.json({ id: Number(params.id), ...body });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/cities', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Redaktə et: Gəncə' }));
    const panel = await openedPanel('Şəhəri redaktə et');
    const name = within(panel).getByRole('textbox', { name: 'Ad' });
    expect(name).toHaveValue('Gəncə');
    await user.clear(name);
    await user.type(name, 'Gəncə şəhəri');
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Şəhər yadda saxlandı')).toBeInTheDocument();
    expect(updates).toEqual([
      {
        id: '2',
        body: {
          name: 'Gəncə şəhəri',
          nameEn: 'Gəncə (en)',
          nameRu: 'Gəncə (ru)',
          kind: 'city',
          latitude: 40.4093,
          longitude: 49.8671,
          displayOrder: 2,
        },
      },
    ]);
  });

  it('deletes a city after confirmation and refetches the table', async () => {
    const deleted: string[] = [];
    server.use(
      mock.delete(`${API}/cities/:id`, ({ params }) => {
        deleted.push(String(params.id));
        cities = cities.filter((item) => String(item.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/cities', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Sil: Quba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Şəhəri silmək?' });
    expect(dialog).toHaveTextContent('«Quba» silinəcək');
    expect(within(dialog).getByRole('button', { name: 'Ləğv et' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Şəhər silindi')).toBeInTheDocument();
    expect(deleted).toEqual(['3']);
    await waitFor(() => expect(screen.queryByText('Quba')).not.toBeInTheDocument());
  });

  it('shows a 409 in_use refusal inside the dialog and keeps it open', async () => {
    server.use(
      mock.delete(`${API}/cities/:id`, () =>
        errorBody(409, 'in_use', 'Bu şəhər elanlarda istifadə olunduğu üçün silinə bilməz'),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn('/cities', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Sil: Bakı' }));
    const dialog = await screen.findByRole('dialog', { name: 'Şəhəri silmək?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bu şəhər elanlarda istifadə olunduğu üçün silinə bilməz',
    );
    expect(screen.getByRole('dialog', { name: 'Şəhəri silmək?' })).toBeInTheDocument();
    expect(screen.getByText('Bakı')).toBeInTheDocument();
  });
});
