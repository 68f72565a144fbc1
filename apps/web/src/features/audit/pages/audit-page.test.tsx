import type { AuditEntry, ListQuery } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatTime } from '@/shared/lib/format';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

let tableBodies: ListQuery[] = [];

const CREATED_AT = '2026-04-10T09:30:00.000Z';
// Shown in the browser's time zone, whichever the test machine has.
const STAMP = `${formatDate(new Date(CREATED_AT), 'az')} ${formatTime(new Date(CREATED_AT))}`;

const entry = (id: number, action: string, entity: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  createdAt: CREATED_AT,
  action,
  entity,
  entityId: String(id * 10),
  actorUserId: 4,
  actorName: 'Aysel Məmmədova',
  organizationId: 2,
  organizationName: 'Emlak Plus',
  changes: null,
  ip: '10.0.0.7',
  requestId: `req-${id}`,
  ...extra,
});

const entries = [
  entry(1, 'contact.updated', 'contact', {
    changes: {
      ownerName: { before: 'Rəşad', after: 'Rəşad Əliyev' },
      phone2: { before: null, after: '+994124987766' },
    },
  }),
  entry(2, 'auth.login_failed', 'user', { changes: { reason: 'wrong_password' }, actorName: null }),
  entry(3, 'role.menusReplaced', 'role', {
    changes: { menuIds: { before: [1, 2], after: [1, 2, 16] } },
    organizationName: null,
  }),
  entry(4, 'report.exported', 'report'),
];

beforeEach(() => {
  tableBodies = [];
  server.use(
    mock.post(`${API}/audit/table`, async ({ request }) => {
      const query = (await request.json()) as ListQuery;
      tableBodies.push(query);
      return HttpResponse.json({ items: entries, total: entries.length, totalCapped: false, ...query });
    }),
  );
});

const loaded = () => screen.findByText('Kontakt yeniləndi', {}, { timeout: 8000 });

describe('audit log page', () => {
  it('lists entries with translated actions and entities, an unknown action as written', async () => {
    renderSignedIn('/audit', { roleId: 1 });
    await loaded();
    const table = screen.getByRole('table', { name: 'Audit jurnalı' });
    expect(within(table).getByText('Uğursuz giriş')).toBeInTheDocument();
    expect(within(table).getByText('Rolun menyuları dəyişdirildi')).toBeInTheDocument();
    expect(within(table).getByText('report.exported')).toBeInTheDocument();
    expect(within(table).getByText('Kontakt')).toBeInTheDocument();
    expect(within(table).getByText('Sistem')).toBeInTheDocument();
    expect(within(table).getAllByText(STAMP)).toHaveLength(4);
    // An Admin's entries are all of the own organization: no organization column.
    expect(within(table).queryByRole('columnheader', { name: /Təşkilat/ })).not.toBeInTheDocument();
    expect(tableBodies[0]).toEqual({ page: 0, pageSize: 5, filters: [], sortOptions: [] });
  });

  it('shows a SuperAdmin the organization column', async () => {
    renderSignedIn('/audit', { roleId: 2 });
    await loaded();
    const table = screen.getByRole('table', { name: 'Audit jurnalı' });
    expect(within(table).getByRole('columnheader', { name: /Təşkilat/ })).toBeInTheDocument();
    expect(within(table).getAllByText('Emlak Plus')).toHaveLength(3);
  });

  it('opens the changes of an entry as before → after per field', async () => {
    const user = userEvent.setup();
    renderSignedIn('/audit', { roleId: 1 });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Dəyişikliklərə bax: Kontakt yeniləndi' }));
    const dialog = await screen.findByRole('dialog', { name: /Kontakt yeniləndi/ });
    expect(dialog).toHaveTextContent(`${STAMP} · Aysel Məmmədova · Kontakt #10`);
    const changes = within(dialog).getByRole('table', { name: 'Dəyişikliklər' });
    const ownerRow = within(changes).getByRole('row', { name: /ownerName/ });
    // The arrow between them is decoration, hidden from assistive technology.
    expect(
      within(ownerRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Rəşad', 'Rəşad Əliyev']);
    const phoneRow = within(changes).getByRole('row', { name: /phone2/ });
    expect(within(phoneRow).getByText('boş')).toBeInTheDocument();
    expect(within(phoneRow).getByText('+994124987766')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bağla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      screen.getByRole('button', { name: 'Dəyişikliklərə bax: Rolun menyuları dəyişdirildi' }),
    );
    const roleDialog = await screen.findByRole('dialog', { name: /Rolun menyuları dəyişdirildi/ });
    expect(within(roleDialog).getByText(/16/)).toHaveTextContent('[ 1, 2, 16 ]');
  });

  it('shows the details of an entry that records no field changes', async () => {
    const user = userEvent.setup();
    renderSignedIn('/audit', { roleId: 1 });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Dəyişikliklərə bax: Uğursuz giriş' }));
    const dialog = await screen.findByRole('dialog', { name: /Uğursuz giriş/ });
    const details = within(dialog).getByRole('table', { name: 'Təfərrüatlar' });
    expect(within(details).getByRole('row', { name: /reason/ })).toHaveTextContent('wrong_password');
  });

  it('gives a User the 403 screen', async () => {
    renderSignedIn('/audit', { roleId: 3 });
    expect(await screen.findByText('Bu səhifəyə baxmaq icazəniz yoxdur.')).toBeInTheDocument();
    expect(tableBodies).toHaveLength(0);
  });
});
