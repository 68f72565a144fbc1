import type { ListQuery, Page } from '@emlak/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers';
import { createStore } from '@/app/store';
import { formatDateTime } from '@/shared/lib/format';
import { API, server } from '@/test/server';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-types';
import { useTableSource } from './use-table-source';

type Thing = {
  id: number;
  name: string;
  price: number;
  active: boolean;
  listedAt: string;
  kind: 'flat' | 'house';
};

const things: Thing[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Şey ${index + 1}`,
  price: 1000 * (index + 1),
  active: index % 2 === 0,
  listedAt: '2026-03-08T10:00:00.000Z',
  kind: index % 3 === 0 ? 'house' : 'flat',
}));

// Header keys that are not in the resources come back as is: plain names keep the test readable.
const columns: DataTableColumn<Thing>[] = [
  { field: 'name', headerKey: 'Name', type: 'text', sortable: true, filterable: true, hideable: false },
  { field: 'price', headerKey: 'Price', type: 'number', sortable: true, filterable: true },
  { field: 'active', headerKey: 'Active', type: 'boolean', filterable: true },
  { field: 'listedAt', headerKey: 'Listed', type: 'date', filterable: true },
  {
    field: 'kind',
    headerKey: 'Kind',
    type: 'enum',
    filterable: true,
    options: [
      { value: 'flat', labelKey: 'Flat' },
      { value: 'house', labelKey: 'House' },
    ],
  },
];

const Harness = ({ emptyHint }: { emptyHint?: string }) => {
  const source = useTableSource<Thing>('things', '/things/table');
  return (
    <DataTable
      source={source}
      columns={columns}
      rowKey={(thing) => thing.id}
      title="Things"
      searchField="name"
      exportFileName="things"
      emptyHint={emptyHint}
    />
  );
};

const renderTable = (props: { emptyHint?: string } = {}) => {
  const store = createStore();
  const view = render(
    <Providers store={store} queryClient={createQueryClient()}>
      <Harness {...props} />
    </Providers>,
  );
  return { store, ...view };
};

let bodies: ListQuery[] = [];
const lastBody = () => bodies.at(-1);

const pageOf = (query: ListQuery, rows: Thing[] = things, extra: Partial<Page<Thing>> = {}): Page<Thing> => ({
  items: rows.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize),
  total: rows.length,
  totalCapped: false,
  page: query.page,
  pageSize: query.pageSize,
  ...extra,
});

const serve = (answer: (query: ListQuery) => Page<Thing> | Response | Promise<Response> = (q) => pageOf(q)) =>
  server.use(
    mock.post(`${API}/things/table`, async ({ request }) => {
      const query = (await request.json()) as ListQuery;
      bodies.push(query);
      const result = await answer(query);
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  );

const table = () => screen.findByRole('table', { name: 'Things' });
const firstRowsLoaded = () => screen.findByText('Şey 1');

const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  bodies = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('DataTable', () => {
  it('shows 8 skeleton rows, then the rows of the first page, asked for as the API expects', async () => {
    serve(async (query) => {
      await delay(80);
      return HttpResponse.json(pageOf(query));
    });
    renderTable();
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(8);
    await firstRowsLoaded();
    expect(bodies[0]).toEqual({ page: 0, pageSize: 5, filters: [], sortOptions: [] });
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(6);
    // Numbers, dates, booleans and enums as the user reads them (az).
    expect(within(rows[1]!).getByText('1.000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('08.03.2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Bəli')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('House')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });

  it('sorts by a header, cycles its direction, and adds a second key on shift-click', async () => {
    serve();
    const user = userEvent.setup();
    renderTable();
    await firstRowsLoaded();
    const priceHeader = screen.getByRole('columnheader', { name: /Price/ });
    expect(priceHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(priceHeader).getByRole('button'));
    await waitFor(() => expect(lastBody()?.sortOptions).toEqual([{ field: 'price', direction: 'asc' }]));
    expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(priceHeader).getByRole('button'));
    await waitFor(() => expect(lastBody()?.sortOptions).toEqual([{ field: 'price', direction: 'desc' }]));
    expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    await user.keyboard('{Shift>}');
    await user.click(within(nameHeader).getByRole('button'));
    await user.keyboard('{/Shift}');
    await waitFor(() =>
      expect(lastBody()).toEqual({
        page: 0,
        pageSize: 5,
        filters: [],
        sortOptions: [
          { field: 'price', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
      }),
    );
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  it('pages and changes the page size, back to the first page', async () => {
    serve();
    const user = userEvent.setup();
    const { store } = renderTable();
    await firstRowsLoaded();
    expect(screen.getByText('1–5 / 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Növbəti səhifə' }));
    expect(await screen.findByText('Şey 6')).toBeInTheDocument();
    expect(lastBody()).toMatchObject({ page: 1, pageSize: 5 });
    expect(screen.getByText('6–10 / 23')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Səhifədə sətir' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '5',
      '10',
      '25',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 0, pageSize: 25 }));
    expect(await screen.findByText('1–23 / 23')).toBeInTheDocument();
    expect(store.getState().tables.things).toMatchObject({ page: 0, pageSize: 25 });
  });

  it.each([
    ['Name', ['bərabərdir', 'bərabər deyil', 'ilə başlayır', 'ilə bitir', 'ehtiva edir', 'ehtiva etmir']],
    [
      'Price',
      [
        'bərabərdir',
        'bərabər deyil',
        'kiçikdir',
        'kiçik və ya bərabərdir',
        'böyükdür',
        'böyük və ya bərabərdir',
      ],
    ],
    [
      'Listed',
      ['həmin gün', 'həmin gün deyil', 'əvvəl', 'əvvəl və ya həmin gün', 'sonra', 'həmin gün və ya sonra'],
    ],
    ['Active', ['bərabərdir', 'bərabər deyil']],
    ['Kind', ['bərabərdir', 'bərabər deyil']],
  ])('offers only the operators that fit the %s column', async (column, operators) => {
    serve();
    const user = userEvent.setup();
    renderTable();
    await firstRowsLoaded();
    await user.click(screen.getByRole('button', { name: 'Filtrlər' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni filtr' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Sütun' }));
    await user.click(screen.getByRole('option', { name: column }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Şərt' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(operators);
  });

  it('adds filters from the builder as typed values, shows them as chips and removes them', async () => {
    serve();
    const user = userEvent.setup();
    renderTable();
    await firstRowsLoaded();
    await user.click(screen.getByRole('button', { name: 'Növbəti səhifə' }));
    await waitFor(() => expect(lastBody()?.page).toBe(1));

    await user.click(screen.getByRole('button', { name: 'Filtrlər' }));
    let dialog = await screen.findByRole('dialog', { name: 'Yeni filtr' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Sütun' }));
    await user.click(screen.getByRole('option', { name: 'Price' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Şərt' }));
    await user.click(screen.getByRole('option', { name: 'böyükdür' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tətbiq et' }));
    expect(within(dialog).getByText('Dəyər daxil edin')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Dəyər' }), '15000');
    await user.click(within(dialog).getByRole('button', { name: 'Tətbiq et' }));
    await waitFor(() =>
      expect(lastBody()).toEqual({
        page: 0,
        pageSize: 5,
        filters: [{ field: 'price', operator: 'GreaterThan', value: 15000 }],
        sortOptions: [],
      }),
    );

    await user.click(screen.getByRole('button', { name: /Filtrlər/ }));
    dialog = await screen.findByRole('dialog', { name: 'Yeni filtr' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Sütun' }));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Dəyər' }));
    await user.click(screen.getByRole('option', { name: 'Xeyr' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tətbiq et' }));
    await waitFor(() =>
      expect(lastBody()?.filters).toEqual([
        { field: 'price', operator: 'GreaterThan', value: 15000 },
        { field: 'active', operator: 'Equal', value: false },
      ]),
    );

    const chips = screen.getByRole('group', { name: 'Aktiv filtrlər' });
    expect(within(chips).getByText('Price böyükdür 15.000')).toBeInTheDocument();
    expect(within(chips).getByText('Active bərabərdir Xeyr')).toBeInTheDocument();
    await user.click(within(chips).getByTitle('Filtri sil: Price böyükdür 15.000'));
    await waitFor(() =>
      expect(lastBody()?.filters).toEqual([{ field: 'active', operator: 'Equal', value: false }]),
    );
  });

  it('searches once typing pauses, as a Contains filter on the search field', async () => {
    serve();
    const user = userEvent.setup();
    renderTable();
    await firstRowsLoaded();
    await user.type(screen.getByRole('searchbox', { name: 'Axtarış' }), 'Şey 2');
    await waitFor(() =>
      expect(lastBody()?.filters).toEqual([{ field: 'name', operator: 'Contains', value: 'Şey 2' }]),
    );
    // One request for the whole word, none per keystroke.
    expect(bodies.filter((body) => body.filters.length > 0)).toHaveLength(1);
    // The search is not repeated as a chip.
    expect(screen.queryByRole('group', { name: 'Aktiv filtrlər' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Axtarışı təmizlə' }));
    await waitFor(() => expect(lastBody()?.filters).toEqual([]));
  });

  it('shows an empty state when there are no rows', async () => {
    serve((query) => pageOf(query, []));
    renderTable();
    expect(await screen.findByText('Hələ heç bir qeyd yoxdur')).toBeInTheDocument();
    expect(screen.getByText('Qeydlər əlavə edildikcə burada görünəcək.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Növbəti səhifə' })).not.toBeInTheDocument();
  });

  it('says what an empty list means on its page instead of the generic hint, when the page says it', async () => {
    serve((query) => pageOf(query, []));
    renderTable({ emptyHint: 'Seçdiyiniz şeylər burada olacaq.' });
    expect(await screen.findByText('Seçdiyiniz şeylər burada olacaq.')).toBeInTheDocument();
    expect(screen.getByText('Hələ heç bir qeyd yoxdur')).toBeInTheDocument();
    expect(screen.queryByText('Qeydlər əlavə edildikcə burada görünəcək.')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that asks again', async () => {
    let fail = true;
    serve((query) =>
      fail
        ? HttpResponse.json(
            { status: 503, code: 'db_unavailable', message: 'x', requestId: 'r' },
            { status: 503 },
          )
        : pageOf(query),
    );
    const user = userEvent.setup();
    renderTable();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Məlumatları yükləmək mümkün olmadı');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Yenidən cəhd et' }));
    await firstRowsLoaded();
    expect(bodies).toHaveLength(2);
  });

  it('keeps the hidden columns per table id across visits', async () => {
    serve();
    const user = userEvent.setup();
    const first = renderTable();
    await firstRowsLoaded();
    await user.click(screen.getByRole('button', { name: 'Sütunlar' }));
    const menu = screen.getByRole('menu', { name: 'Görünən sütunlar' });
    // Name is not hideable: it is not offered.
    expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Price' }));
    expect(screen.queryByRole('columnheader', { name: /Price/ })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('table-columns:things') ?? '[]')).toEqual(['price']);
    first.unmount();

    renderTable();
    await firstRowsLoaded();
    expect(screen.queryByRole('columnheader', { name: /Price/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Kind/ })).toBeInTheDocument();
  });

  it('shows a capped total as a lower bound', async () => {
    serve((query) => pageOf(query, things, { total: 10_000, totalCapped: true }));
    renderTable();
    expect(await screen.findByText('1–5 / 10.000+')).toBeInTheDocument();
    expect(screen.getByText('10.000+ qeyd')).toBeInTheDocument();
  });

  it('exports every page of the current filter and sort as a UTF-8 CSV', async () => {
    const many = Array.from({ length: 150 }, (_, index) => ({
      ...things[0]!,
      id: index + 1,
      name: `Gəncə, ${index}`,
    }));
    serve((query) => pageOf(query, many));
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:things';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Gəncə, 0');
    await user.click(screen.getByRole('columnheader', { name: /Price/ }).querySelector('[role=button]')!);
    await waitFor(() => expect(lastBody()?.sortOptions).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'CSV ixrac' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exports = bodies.filter((body) => body.pageSize === 100);
    expect(exports).toEqual([
      { page: 0, pageSize: 100, filters: [], sortOptions: [{ field: 'price', direction: 'asc' }] },
      { page: 1, pageSize: 100, filters: [], sortOptions: [{ field: 'price', direction: 'asc' }] },
    ]);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    // az: ';' between fields (the comma is the decimal mark), dates and numbers as az writes them.
    expect(lines[0]).toBe('Name;Price;Active;Listed;Kind');
    const listed = formatDateTime(new Date('2026-03-08T10:00:00.000Z'), 'az');
    expect(lines[1]).toBe(`Gəncə, 0;1000;Bəli;${listed};House`);
    expect(lines.filter(Boolean)).toHaveLength(151);
  });
});
