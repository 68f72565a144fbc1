import type { Contact, ListQuery } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const USER = 3;

let contacts: Contact[] = [];
let tableBodies: ListQuery[] = [];

const contact = (id: number, ownerName: string, phone1: string, extra: Partial<Contact> = {}): Contact => ({
  id,
  organizationId: 2,
  organizationName: 'Xəzər Əmlak',
  ownerName,
  phone1,
  phone2: null,
  phone3: null,
  email: null,
  createdAt: '2026-03-05T08:00:00.000Z',
  updatedAt: '2026-03-05T08:00:00.000Z',
  version: 1,
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
  await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Ad' })).toHaveFocus());
  return panel;
};

const loaded = () => screen.findByText('Rəşad Əliyev', {}, { timeout: 8000 });

beforeEach(() => {
  contacts = [
    contact(1, 'Rəşad Əliyev', '+994501234567', {
      phone2: '+994124987766',
      email: 'rashad@example.az',
    }),
    contact(2, 'Günay Quliyeva', '+994557654321'),
  ];
  tableBodies = [];
  server.use(
    mock.post(`${API}/contacts/table`, async ({ request }) => {
      const query = (await request.json()) as ListQuery;
      tableBodies.push(query);
      return HttpResponse.json({ items: contacts, total: contacts.length, totalCapped: false, ...query });
    }),
  );
});

describe('contacts page', () => {
  it("tells an agency's user these are the agency's contacts, without an agency column", async () => {
    renderSignedIn('/contacts', { roleId: 1 });
    await loaded();
    expect(screen.getByText('Agentliyinizin kontakt kitabçası')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Kontaktlar' });
    expect(within(table).queryByRole('columnheader', { name: 'Agentlik' })).not.toBeInTheDocument();
  });

  it("tells a SuperAdmin the list holds every agency's contacts, with an agency column and filter", async () => {
    const user = userEvent.setup();
    renderSignedIn('/contacts', { roleId: 2 });
    await loaded();
    expect(screen.getByText('Bütün agentliklərin kontaktları')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Kontaktlar' });
    expect(within(table).getByRole('columnheader', { name: 'Agentlik' })).toBeInTheDocument();
    expect(within(table).getAllByText('Xəzər Əmlak')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Filtr/ }));
    await user.click(await screen.findByRole('combobox', { name: 'Sütun' }));
    expect(await screen.findByRole('option', { name: 'Agentlik' })).toBeInTheDocument();
  });

  it('lists contacts with grouped phones that dial and e-mails that open mail', async () => {
    renderSignedIn('/contacts', { roleId: USER });
    await loaded();
    const table = screen.getByRole('table', { name: 'Kontaktlar' });
    const phone = within(table).getByRole('link', { name: 'Zəng et: +994 50 123 45 67' });
    expect(phone).toHaveAttribute('href', 'tel:+994501234567');
    expect(phone).toHaveTextContent('+994 50 123 45 67');
    expect(within(table).getByText('+994 12 498 77 66')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Yaz: rashad@example.az' })).toHaveAttribute(
      'href',
      'mailto:rashad@example.az',
    );
    expect(within(table).getAllByText('05.03.2026')).toHaveLength(2);
  });

  it('searches by name and by a phone in any written form', async () => {
    const user = userEvent.setup();
    renderSignedIn('/contacts', { roleId: USER });
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Axtarış' }), 'Rəş');
    await user.type(screen.getByRole('searchbox', { name: 'Telefonla axtar' }), '050 123-45');
    await waitFor(() =>
      expect(tableBodies.at(-1)?.filters).toEqual([
        { field: 'text', operator: 'Contains', value: 'Rəş' },
        { field: 'phone', operator: 'Contains', value: '050 123-45' },
      ]),
    );
  });

  it('adds a contact with the body the API expects, validating first', async () => {
    const created: unknown[] = [];
    server.use(
      mock.post(`${API}/contacts`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        created.push(body);
        return HttpResponse.json(contact(9, 'Nigar', '+994709998877'), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/contacts', { roleId: USER });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Kontakt əlavə et' }));
    const panel = await openedPanel('Yeni kontakt');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(within(panel).getByText('Ad tələb olunur')).toBeInTheDocument();
    expect(within(panel).getByText('Telefon 1 tələb olunur')).toBeInTheDocument();
    await fill(user, within(panel).getByRole('textbox', { name: 'E-poçt' }), 'not-an-email');
    await fill(user, within(panel).getByRole('textbox', { name: 'Ad' }), 'Nigar');
    await fill(user, within(panel).getByRole('textbox', { name: 'Telefon 1' }), '070 999 88 77');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(panel).findByText('Düzgün e-poçt ünvanı daxil edin')).toBeInTheDocument();
    expect(created).toHaveLength(0);
    const email = within(panel).getByRole('textbox', { name: 'E-poçt' });
    await user.clear(email);
    await fill(user, email, 'nigar@example.az');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await screen.findByText('Kontakt əlavə edildi')).toBeInTheDocument();
    expect(created).toEqual([
      { ownerName: 'Nigar', phone1: '070 999 88 77', phone2: '', phone3: '', email: 'nigar@example.az' },
    ]);
  });

  it('puts a phone already in the book (409 duplicate) under its field', async () => {
    server.use(
      mock.post(`${API}/contacts`, () =>
        errorBody(409, 'duplicate', 'Belə qeyd artıq var', { phone2: ['Bu nömrə artıq kontaktlardadır'] }),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn('/contacts', { roleId: USER });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Kontakt əlavə et' }));
    const panel = await openedPanel('Yeni kontakt');
    await fill(user, within(panel).getByRole('textbox', { name: 'Ad' }), 'Nigar');
    await fill(user, within(panel).getByRole('textbox', { name: 'Telefon 1' }), '0709998877');
    await fill(user, within(panel).getByRole('textbox', { name: 'Telefon 2' }), '+994 50 123 45 67');
    await user.click(within(panel).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(panel).findByText('Bu nömrə artıq kontaktlardadır')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Telefon 2' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits with the version it read, and explains a stale version', async () => {
    const updates: unknown[] = [];
    server.use(
      mock.put(`${API}/contacts/:id`, async ({ request, params }) => {
        updates.push({ id: params.id, body: await request.json() });
        return errorBody(409, 'stale_version', 'Qeyd dəyişib');
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/contacts', { roleId: USER });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Redaktə et: Rəşad Əliyev' }));
    const panel = await openedPanel('Kontaktı redaktə et');
    expect(within(panel).getByRole('textbox', { name: 'Telefon 1' })).toHaveValue('+994 50 123 45 67');
    await fill(user, within(panel).getByRole('textbox', { name: 'Telefon 3' }), '0551112233');
    await user.click(within(panel).getByRole('button', { name: 'Yadda saxla' }));
    expect(await within(panel).findByText('Qeyd artıq dəyişdirilib')).toBeInTheDocument();
    expect(updates).toEqual([
      {
        id: '1',
        body: {
          ownerName: 'Rəşad Əliyev',
          phone1: '+994 50 123 45 67',
          phone2: '+994 12 498 77 66',
          phone3: '0551112233',
          email: 'rashad@example.az',
          version: 1,
        },
      },
    ]);
  });

  it('deletes a contact after confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      mock.delete(`${API}/contacts/:id`, ({ params }) => {
        deleted.push(String(params.id));
        contacts = contacts.filter((item) => String(item.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/contacts', { roleId: USER });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Sil: Günay Quliyeva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontaktı silmək?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Kontakt silindi')).toBeInTheDocument();
    expect(deleted).toEqual(['2']);
    await waitFor(() => expect(screen.queryByText('Günay Quliyeva')).not.toBeInTheDocument());
  });
});
