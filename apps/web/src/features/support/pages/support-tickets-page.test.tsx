import type { ListQuery, SupportTicket } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const SUPER_ADMIN = 2;
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
/** The lazily loaded page (with the data table) can take many seconds on a busy machine. */
const LOAD = { timeout: 40_000 };

let tickets: SupportTicket[] = [];
let tableBodies: ListQuery[] = [];
let writes: { url: string; body: unknown }[] = [];
let screenshotRequests = 0;

const ticket = (id: number, extra: Partial<SupportTicket> = {}): SupportTicket => ({
  id,
  subject: `Mövzu ${id}`,
  category: 'bug',
  message: 'Xəritə açılmır.\nİkinci sətir.',
  status: 'open',
  answer: null,
  answeredAt: null,
  answeredByName: null,
  closedAt: null,
  screenshotType: 'image/png',
  userId: 5,
  userName: 'Leyla Həsənova',
  userEmail: 'agent@demo.az',
  organizationName: 'Xəzər Əmlak',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  version: 1,
  ...extra,
});

const meant = (body: unknown) => {
  const {
    deviceId: _d,
    userAgent: _u,
    platform: _p,
    language: _l,
    ...rest
  } = body as Record<string, unknown>;
  return rest;
};

beforeEach(() => {
  tickets = [
    ticket(4),
    ticket(3, { status: 'closed', category: 'billing', screenshotType: null, subject: 'Köhnə' }),
  ];
  tableBodies = [];
  writes = [];
  screenshotRequests = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:shot', revokeObjectURL: () => undefined }),
  );
  server.use(
    mock.post(`${API}/support/tickets/table`, async ({ request }) => {
      const query = meant(await request.json()) as ListQuery;
      tableBodies.push(query);
      return HttpResponse.json({ items: tickets, total: tickets.length, totalCapped: false, ...query });
    }),
    mock.get(`${API}/support/tickets`, () => HttpResponse.json([])),
    mock.get(`${API}/support/tickets/:id/screenshot`, () => {
      screenshotRequests++;
      return new HttpResponse(PNG_BYTES, { headers: { 'content-type': 'image/png' } });
    }),
    mock.put(`${API}/support/tickets/:id/answer`, async ({ request, params }) => {
      const body = meant(await request.json()) as { answer: string; version: number };
      writes.push({ url: `answer ${String(params.id)}`, body });
      const saved = {
        ...tickets.find((item) => String(item.id) === params.id)!,
        status: 'answered' as const,
        answer: body.answer,
        answeredByName: 'Operator',
        answeredAt: '2026-11-21T09:00:00.000Z',
        version: body.version + 1,
      };
      tickets = tickets.map((item) => (item.id === saved.id ? saved : item));
      return HttpResponse.json(saved);
    }),
    mock.put(`${API}/support/tickets/:id/close`, async ({ request, params }) => {
      const body = meant(await request.json()) as { version: number };
      writes.push({ url: `close ${String(params.id)}`, body });
      const saved = {
        ...tickets.find((item) => String(item.id) === params.id)!,
        status: 'closed' as const,
        version: body.version + 1,
      };
      tickets = tickets.map((item) => (item.id === saved.id ? saved : item));
      return HttpResponse.json(saved);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('support tickets page', { timeout: 90_000 }, () => {
  it('lists every ticket newest first with status, category, author and agency', async () => {
    renderSignedIn('/support/tickets', { roleId: SUPER_ADMIN });
    const table = await screen.findByRole('table', { name: 'Dəstək müraciətləri' }, LOAD);
    const row = (await within(table).findByText('Mövzu 4')).closest('tr')!;
    expect(row).toHaveTextContent('Açıq');
    expect(row).toHaveTextContent('Xəta');
    expect(row).toHaveTextContent('Leyla Həsənova');
    expect(row).toHaveTextContent('Xəzər Əmlak');
    expect(within(table).getByText('Köhnə').closest('tr')).toHaveTextContent('Bağlanıb');
    expect(tableBodies[0]).toMatchObject({ page: 0, filters: [], sortOptions: [] });
  });

  it('opens a ticket with its message and screenshot, answers it, then closes it', async () => {
    const user = userEvent.setup();
    renderSignedIn('/support/tickets', { roleId: SUPER_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Aç: Mövzu 4' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Müraciət №4' });
    expect(dialog).toHaveTextContent('Xəritə açılmır.');
    expect(dialog).toHaveTextContent('Leyla Həsənova (agent@demo.az), Xəzər Əmlak');
    expect(
      await within(dialog).findByRole('img', { name: 'Müraciət №4 üçün ekran görüntüsü' }),
    ).toHaveAttribute('src', 'blob:shot');
    expect(screenshotRequests).toBe(1);

    // The answer is checked with the contracts' schema before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cavabı göndər' }));
    expect(await within(dialog).findByText('Cavab tələb olunur')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Cavab' }));
    await user.paste('Səhifəni yeniləyin.');
    await user.click(within(dialog).getByRole('button', { name: 'Cavabı göndər' }));
    await waitFor(() =>
      expect(writes).toEqual([{ url: 'answer 4', body: { answer: 'Səhifəni yeniləyin.', version: 1 } }]),
    );
    expect(await within(dialog).findByText(/Cavablandırdı: Operator/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Cavablandırılıb');

    await user.click(within(dialog).getByRole('button', { name: 'Müraciəti bağla' }));
    const confirm = await screen.findByRole('dialog', { name: 'Müraciət bağlansın?' });
    await user.click(within(confirm).getByRole('button', { name: 'Müraciəti bağla' }));
    await waitFor(() => expect(writes[1]).toEqual({ url: 'close 4', body: { version: 2 } }));
    expect(await within(dialog).findByText('Bu müraciət bağlanıb.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cavabı göndər' })).not.toBeInTheDocument();
  });

  it('shows a stale version’s message in the answer form', async () => {
    server.use(
      mock.put(`${API}/support/tickets/:id/answer`, () =>
        HttpResponse.json(
          {
            status: 409,
            code: 'stale_version',
            message: 'Qeyd başqa istifadəçi tərəfindən dəyişdirilib.',
            requestId: 'r',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn('/support/tickets', { roleId: SUPER_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Aç: Mövzu 4' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Müraciət №4' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Cavab' }));
    await user.paste('Gec');
    await user.click(within(dialog).getByRole('button', { name: 'Cavabı göndər' }));
    expect(
      await within(dialog).findByText('Qeyd başqa istifadəçi tərəfindən dəyişdirilib.'),
    ).toBeInTheDocument();
  });

  it('shows the 403 screen to an agent', async () => {
    renderSignedIn('/support/tickets', { roleId: 3 });
    expect(await screen.findByText('Giriş qadağandır', {}, LOAD)).toBeInTheDocument();
    expect(tableBodies).toEqual([]);
  });
});
