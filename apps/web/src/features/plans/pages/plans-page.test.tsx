import type { ListQuery, Plan } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const ADMIN = 1;
const SUPER_ADMIN = 2;
const USER = 3;

let plans: Plan[] = [];
let tableBodies: ListQuery[] = [];
let writes: { method: string; id?: string; body?: unknown }[] = [];

const plan = (
  id: number,
  name: string,
  price: string,
  requestLimit: number,
  extra: Partial<Plan> = {},
): Plan => ({
  id,
  name,
  description: `${name} paketi`,
  price,
  requestLimit,
  isActive: true,
  isPopular: false,
  displayOrder: id,
  activeSubscriptions: id,
  totalRevenue: '1234.5',
  createdDate: '2026-03-01T08:00:00.000Z',
  lastModifiedDate: '2026-03-01T08:00:00.000Z',
  version: 3,
  ...extra,
});

/** The body as the app meant it: the HTTP client adds the device's fields to every write. */
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

const errorBody = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status, code, message, errors, requestId: 'r' }, { status });

const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const loaded = () => screen.findByText('Temel', {}, { timeout: 8000 });

const openedPanel = async (name: string) => {
  const panel = await screen.findByRole('region', { name });
  await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Ad' })).toHaveFocus());
  return panel;
};

beforeEach(() => {
  plans = [
    plan(1, 'Temel', '50.00', 900),
    plan(3, 'Premium', '100.00', 1700, { isPopular: true }),
    plan(6, 'Köhnə', '20.00', 100, { isActive: false, activeSubscriptions: 0 }),
  ];
  tableBodies = [];
  writes = [];
  server.use(
    mock.post(`${API}/adminplan/all/table`, async ({ request }) => {
      const query = meant(await request.json()) as ListQuery;
      tableBodies.push(query);
      return HttpResponse.json({ items: plans, total: plans.length, totalCapped: false, ...query });
    }),
    mock.post(`${API}/adminplan`, async ({ request }) => {
      const body = meant(await request.json()) as Omit<Plan, 'id'>;
      writes.push({ method: 'post', body });
      const saved = plan(9, body.name, String(body.price), body.requestLimit, { ...body, price: '75.50' });
      plans = [...plans, saved];
      return HttpResponse.json(saved, { status: 201 });
    }),
    mock.put(`${API}/adminplan/:id`, async ({ request, params }) => {
      const body = meant(await request.json()) as Plan;
      writes.push({ method: 'put', id: String(params.id), body });
      const current = plans.find((item) => String(item.id) === params.id)!;
      const saved = {
        ...current,
        ...body,
        price: Number(body.price).toFixed(2),
        version: current.version + 1,
      };
      plans = plans.map((item) => (item.id === saved.id ? saved : item));
      return HttpResponse.json(saved);
    }),
  );
});

describe('plans page', () => {
  it('lists the plans: price in AZN with two decimals, limits, status, subscriptions, revenue, date', async () => {
    renderSignedIn('/plans', { roleId: SUPER_ADMIN });
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Planlar' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Planlar' });
    const temel = within(table).getByText('Temel').closest('tr')!;
    expect(temel).toHaveTextContent('50,00 AZN');
    expect(temel).toHaveTextContent('900');
    expect(temel).toHaveTextContent('1.234,50 AZN');
    expect(temel).toHaveTextContent('01.03.2026');
    expect(temel).toHaveTextContent('Temel paketi');
    const premium = within(table).getByText('Premium').closest('tr')!;
    expect(premium).toHaveTextContent('1.700');
    expect(within(premium).getByTitle('Ən populyar')).toBeInTheDocument();
    expect(tableBodies[0]).toEqual({ page: 0, pageSize: 5, filters: [], sortOptions: [] });
  });

  it.each([
    ['Admin', ADMIN],
    ['User', USER],
  ])('shows a %s the list without write controls', async (_role, roleId) => {
    renderSignedIn('/plans', { roleId });
    await loaded();
    expect(screen.getByText(/Siyahıya yalnız baxa bilərsiniz/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plan əlavə et' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Redaktə et: Temel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sil: Temel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Aktiv: Temel' })).not.toBeInTheDocument();
    const row = screen.getByText('Köhnə').closest('tr')!;
    expect(within(row).getByText('Deaktiv')).toBeInTheDocument();
  });

  it('validates a new plan with the contract’s schema, messages under the fields, then creates it', async () => {
    const user = userEvent.setup();
    renderSignedIn('/plans', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Plan əlavə et' }));
    const panel = await openedPanel('Yeni plan');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(within(panel).getByText('Ad tələb olunur')).toBeInTheDocument();
    expect(within(panel).getByText('Qiymət (AZN) tələb olunur')).toBeInTheDocument();
    expect(within(panel).getByText('Axtarış limiti tələb olunur')).toBeInTheDocument();

    await fill(user, within(panel).getByRole('textbox', { name: 'Ad' }), 'Start');
    await fill(user, within(panel).getByRole('textbox', { name: 'Qiymət (AZN)' }), '75,555');
    await fill(user, within(panel).getByRole('textbox', { name: 'Axtarış limiti' }), '-5');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(panel).findByText(/ən çoxu 2 onluq/i)).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Axtarış limiti' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(writes).toEqual([]);

    const price = within(panel).getByRole('textbox', { name: 'Qiymət (AZN)' });
    await user.clear(price);
    await fill(user, price, '75,5');
    const limit = within(panel).getByRole('textbox', { name: 'Axtarış limiti' });
    await user.clear(limit);
    await fill(user, limit, '1500');
    await user.click(within(panel).getByRole('switch', { name: 'Ən populyar' }));
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await screen.findByText('Plan əlavə edildi')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'post',
        body: {
          name: 'Start',
          description: null,
          price: 75.5,
          requestLimit: 1500,
          isActive: true,
          isPopular: true,
        },
      },
    ]);
    // Three rounds of typing into a form: slow on a loaded two-core machine.
  }, 45_000);

  it('puts a taken name (409) under the name field', async () => {
    server.use(
      mock.post(`${API}/adminplan`, () =>
        errorBody(409, 'duplicate', 'Belə qeyd artıq var', { name: ['Bu adda plan artıq var'] }),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn('/plans', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Plan əlavə et' }));
    const panel = await openedPanel('Yeni plan');
    await fill(user, within(panel).getByRole('textbox', { name: 'Ad' }), 'Temel');
    await fill(user, within(panel).getByRole('textbox', { name: 'Qiymət (AZN)' }), '50');
    await fill(user, within(panel).getByRole('textbox', { name: 'Axtarış limiti' }), '900');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(panel).findByText('Bu adda plan artıq var')).toBeInTheDocument();
  });

  it('edits a plan with its values and version', async () => {
    const user = userEvent.setup();
    renderSignedIn('/plans', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Redaktə et: Premium' }));
    const panel = await openedPanel('Planı redaktə et');
    expect(within(panel).getByRole('textbox', { name: 'Qiymət (AZN)' })).toHaveValue('100');
    const limit = within(panel).getByRole('textbox', { name: 'Axtarış limiti' });
    await user.clear(limit);
    await fill(user, limit, '1800');
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Plan yadda saxlandı')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'put',
        id: '3',
        body: {
          name: 'Premium',
          description: 'Premium paketi',
          price: 100,
          requestLimit: 1800,
          isActive: true,
          isPopular: true,
          version: 3,
        },
      },
    ]);
  });

  it('switches a plan off from its row with a PUT of the whole plan', async () => {
    const user = userEvent.setup();
    renderSignedIn('/plans', { roleId: SUPER_ADMIN });
    await loaded();
    const toggle = screen.getByRole('switch', { name: 'Aktiv: Temel' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('«Temel» deaktiv edildi')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'put',
        id: '1',
        body: {
          name: 'Temel',
          description: 'Temel paketi',
          price: 50,
          requestLimit: 900,
          isActive: false,
          isPopular: false,
          version: 3,
        },
      },
    ]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Aktiv: Temel' })).not.toBeChecked());
  });

  it('shows the 409 plan_in_use refusal in the delete dialog, which says to deactivate instead', async () => {
    server.use(
      mock.delete(`${API}/adminplan/:id`, () =>
        errorBody(409, 'plan_in_use', 'Bu planın abunələri var. Silmək əvəzinə onu deaktiv edin.'),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn('/plans', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Sil: Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Planı silmək?' });
    expect(dialog).toHaveTextContent('Abunələri olan plan silinə bilməz: onu deaktiv edin');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bu planın abunələri var. Silmək əvəzinə onu deaktiv edin.',
    );
    expect(screen.getByText('Premium')).toBeInTheDocument();
  });

  it('deletes a plan without subscriptions', async () => {
    server.use(
      mock.delete(`${API}/adminplan/:id`, ({ params }) => {
        plans = plans.filter((item) => String(item.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/plans', { roleId: SUPER_ADMIN });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Sil: Köhnə' }));
    const dialog = await screen.findByRole('dialog', { name: 'Planı silmək?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Plan silindi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Köhnə')).not.toBeInTheDocument());
  });
});
