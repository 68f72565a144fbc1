import type { ListQuery, Page } from '@emlak/contracts';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers';
import { createStore } from '@/app/store';
import { i18n } from '@/shared/i18n/i18n';
import { EditDeleteActions } from '@/shared/ui/edit-delete-actions';
import { RowActionButton } from '@/shared/ui/row-action-button';
import { RowActions } from '@/shared/ui/row-actions';
import { setViewportWidth } from '@/test/render-signed-in';
import { API, server } from '@/test/server';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-types';
import { useTableSource } from './use-table-source';

type Agent = { id: number; name: string; email: string; phone: string; deals: number };

const agents: Agent[] = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  name: `Aytən ${index + 1}`,
  email: `agent${index + 1}@mail.az`,
  phone: index === 2 ? '' : `+99450123456${index}`,
  deals: index,
}));

const columns: DataTableColumn<Agent>[] = [
  { field: 'name', headerKey: 'Name', type: 'text', sortable: true, hideable: false, card: 'primary' },
  { field: 'email', headerKey: 'E-mail', type: 'text', sortable: true, card: 'secondary' },
  { field: 'phone', headerKey: 'Phone', type: 'text', card: 'field' },
  { field: 'deals', headerKey: 'Deals', type: 'number', sortable: true },
];

const onEdit = vi.fn();
const onDelete = vi.fn();

const Harness = ({ searchPlaceholder }: { searchPlaceholder?: string }) => {
  const source = useTableSource<Agent>('agents', '/agents/table');
  return (
    <DataTable
      source={source}
      columns={columns}
      rowKey={(agent) => agent.id}
      title="Agents"
      searchPlaceholder={searchPlaceholder}
      rowActions={(agent) =>
        agent.id === 2 ? (
          <RowActions>
            <RowActionButton label={`Edit ${agent.name}`} onClick={() => onEdit(agent)}>
              <DeleteOutlineRounded />
            </RowActionButton>
            <RowActionButton
              label={`Delete ${agent.name}`}
              disabled
              tooltip="Has open deals"
              onClick={onDelete}
            >
              <DeleteOutlineRounded />
            </RowActionButton>
          </RowActions>
        ) : (
          <EditDeleteActions
            editLabel={`Edit ${agent.name}`}
            deleteLabel={`Delete ${agent.name}`}
            onEdit={() => onEdit(agent)}
            onDelete={() => onDelete(agent)}
          />
        )
      }
    />
  );
};

let bodies: ListQuery[] = [];

const serve = (rows: Agent[] = agents) =>
  server.use(
    mock.post(`${API}/agents/table`, async ({ request }) => {
      const query = (await request.json()) as ListQuery;
      bodies.push(query);
      const page: Page<Agent> = {
        items: rows.slice(query.page * query.pageSize, (query.page + 1) * query.pageSize),
        total: rows.length,
        totalCapped: false,
        page: query.page,
        pageSize: query.pageSize,
      };
      return HttpResponse.json(page);
    }),
  );

const renderTable = (searchPlaceholder?: string) =>
  render(
    <Providers store={createStore()} queryClient={createQueryClient()}>
      <Harness searchPlaceholder={searchPlaceholder} />
    </Providers>,
  );

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

const desktopMatchMedia = window.matchMedia;
beforeEach(() => {
  bodies = [];
  onEdit.mockReset();
  onDelete.mockReset();
});
afterEach(async () => {
  window.matchMedia = desktopMatchMedia;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  await i18n.changeLanguage('az');
});

describe('DataTable on a phone (390 px)', () => {
  it('shows each row as a card with its key fields instead of a table', async () => {
    setViewportWidth(390);
    serve();
    renderTable();
    const list = await screen.findByRole('list', { name: 'Agents' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const first = cards[0]!;
    expect(within(first).getByText('Aytən 1')).toBeInTheDocument();
    expect(within(first).getByText('agent1@mail.az')).toBeInTheDocument();
    // A 'field' column is labelled by its header; a column with no card role stays out.
    expect(within(first).getByText('Phone')).toBeInTheDocument();
    expect(within(first).getByText('+994501234560')).toBeInTheDocument();
    expect(within(first).queryByText('Deals')).not.toBeInTheDocument();
    // A field with no value is left out, label and all.
    const third = cards[2]!;
    expect(within(third).queryByText('Phone')).not.toBeInTheDocument();
    // One "more" button per card, no row of icon buttons.
    expect(within(first).getAllByRole('button')).toHaveLength(1);
  });

  it('offers the row actions in one "more" menu with the same names', async () => {
    setViewportWidth(390);
    serve();
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole('button', { name: 'Əməliyyatlar: Aytən 1' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit Aytən 1', 'Delete Aytən 1']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith(agents[0]);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('keeps a disabled action disabled in the menu and says why', async () => {
    setViewportWidth(390);
    serve();
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole('button', { name: 'Əməliyyatlar: Aytən 2' }));
    const remove = await screen.findByRole('menuitem', { name: /Delete Aytən 2/ });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(within(remove).getByText('Has open deals')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Edit Aytən 2' }));
    expect(onEdit).toHaveBeenCalledWith(agents[1]);
  });

  it('sorts with a select and a direction button, and pages, without column headers', async () => {
    setViewportWidth(390);
    serve();
    const user = userEvent.setup();
    renderTable();
    await screen.findByRole('list', { name: 'Agents' });
    await user.click(screen.getByRole('combobox', { name: 'Sıralama' }));
    await user.click(await screen.findByRole('option', { name: 'E-mail' }));
    await waitFor(() => expect(bodies.at(-1)?.sortOptions).toEqual([{ field: 'email', direction: 'asc' }]));
    await user.click(screen.getByRole('button', { name: 'Artan sıra' }));
    await waitFor(() => expect(bodies.at(-1)?.sortOptions).toEqual([{ field: 'email', direction: 'desc' }]));
    await user.click(screen.getByRole('button', { name: 'Növbəti səhifə' }));
    await waitFor(() => expect(bodies.at(-1)?.page).toBe(1));
    expect(await screen.findByText('Aytən 6')).toBeInTheDocument();
  });

  it('keeps the table at desktop width', async () => {
    setViewportWidth(1440);
    serve();
    renderTable();
    expect(await screen.findByRole('table', { name: 'Agents' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Aytən 1' })).toBeInTheDocument();
  });
});

describe('DataTable quick search, counts and offline', () => {
  it('searches the server quick-search field "text" with the placeholder the screen gives', async () => {
    serve();
    const user = userEvent.setup();
    renderTable('Ad, e-poçt, telefon…');
    const box = await screen.findByRole('searchbox', { name: 'Axtarış' });
    expect(box).toHaveAttribute('placeholder', 'Ad, e-poçt, telefon…');
    await user.type(box, 'agent@');
    await waitFor(() =>
      expect(bodies.at(-1)?.filters).toEqual([{ field: 'text', operator: 'Contains', value: 'agent@' }]),
    );
    // One clear button: ours (the native one of type="search" is hidden by the styles).
    expect(screen.getAllByRole('button', { name: 'Axtarışı təmizlə' })).toHaveLength(1);
  });

  it.each([
    ['en', 1, '1 record'],
    ['en', 7, '7 records'],
    ['ru', 1, '1 запись'],
    ['ru', 3, '3 записи'],
    ['ru', 7, '7 записей'],
    ['ru', 21, '21 запись'],
    ['az', 1, '1 qeyd'],
    ['az', 7, '7 qeyd'],
  ])('counts the rows with the plural rules of %s: %d as "%s"', async (language, count, text) => {
    await i18n.changeLanguage(language);
    serve(
      agents
        .concat(Array.from({ length: 21 }, (_, index) => ({ ...agents[0]!, id: 100 + index })))
        .slice(0, count),
    );
    renderTable();
    const chip = await screen.findByText(text);
    // Counts read left to right inside rtl text.
    expect(chip.closest('bdi')).toHaveAttribute('dir', 'ltr');
  });

  it('says the rows may be old while the browser is offline', async () => {
    serve();
    renderTable();
    await screen.findByText('Aytən 1');
    expect(screen.queryByText(/göstərilən məlumatlar köhnə ola bilər/)).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByText(/göstərilən məlumatlar köhnə ola bilər/)).toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByText(/göstərilən məlumatlar köhnə ola bilər/)).not.toBeInTheDocument();
  });
});
