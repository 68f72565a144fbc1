import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

let roles = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'SuperAdmin' },
  { id: 3, name: 'User' },
];

beforeEach(() => {
  roles = [
    { id: 1, name: 'Admin' },
    { id: 2, name: 'SuperAdmin' },
    { id: 3, name: 'User' },
  ];
  server.use(mock.get(`${API}/roles`, () => HttpResponse.json(roles)));
});

// The seeded names are shown in the reader's language (az: 'Super admin', 'İstifadəçi').
const loaded = () => screen.findByText('Super admin', {}, { timeout: 8000 });

describe('roles page', () => {
  it('lists the three roles with their ids; an Admin only reads', async () => {
    renderSignedIn('/roles', { roleId: 1 });
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Rollar' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Rollar siyahısı' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(screen.getByText('İstifadəçi')).toBeInTheDocument();
    expect(screen.getByText(/Siyahıya yalnız baxa bilərsiniz/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adını dəyiş: Admin' })).not.toBeInTheDocument();
  });

  it('lets a SuperAdmin rename a role with the contracts schema', async () => {
    const bodies: unknown[] = [];
    server.use(
      mock.put(`${API}/roles/:id`, async ({ request, params }) => {
        const body = (await request.json()) as { name: string };
        bodies.push({ id: params.id, name: body.name });
        roles = roles.map((role) => (String(role.id) === params.id ? { ...role, name: body.name } : role));
        return HttpResponse.json({ id: Number(params.id), name: body.name });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/roles', { roleId: 2 });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Adını dəyiş: İstifadəçi' }));
    const panel = await screen.findByRole('region', { name: 'Rolun adını dəyiş' });
    const name = within(panel).getByRole('textbox', { name: 'Ad' });
    await waitFor(() => expect(name).toHaveValue('User'));
    await user.clear(name);
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(within(panel).getByText('Ad tələb olunur')).toBeInTheDocument();
    await user.type(name, 'Agent');
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByText('Rolun adı yadda saxlandı')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: '3', name: 'Agent' }]);
    expect(await screen.findByText('Agent')).toBeInTheDocument();
  });

  it('puts a duplicate name (409) under the field', async () => {
    server.use(
      mock.put(`${API}/roles/:id`, () =>
        HttpResponse.json(
          {
            status: 409,
            code: 'duplicate',
            message: 'Belə qeyd artıq var',
            errors: { name: ['Bu ad artıq var'] },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn('/roles', { roleId: 2 });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Adını dəyiş: İstifadəçi' }));
    const panel = await screen.findByRole('region', { name: 'Rolun adını dəyiş' });
    const name = within(panel).getByRole('textbox', { name: 'Ad' });
    await waitFor(() => expect(name).toHaveValue('User'));
    await user.clear(name);
    await user.type(name, 'Admin');
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await within(panel).findByText('Bu ad artıq var')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the 403 screen to a User', async () => {
    renderSignedIn('/roles', { roleId: 3 });
    expect(
      await screen.findByText('Bu səhifəyə baxmaq icazəniz yoxdur.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
