import type { SupportTicket } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const USER = 3;
/** The 8-byte PNG signature and a little more: what the picker and the server read the type from. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let tickets: SupportTicket[] = [];
let posted: Record<string, unknown>[] = [];

const ticket = (id: number, extra: Partial<SupportTicket> = {}): SupportTicket => ({
  id,
  subject: `Mövzu ${id}`,
  category: 'account',
  message: 'Mesaj mətni',
  status: 'open',
  answer: null,
  answeredAt: null,
  answeredByName: null,
  closedAt: null,
  screenshotType: null,
  userId: 7,
  userName: 'Aysel Məmmədova',
  userEmail: 'aysel@example.az',
  organizationName: 'Xəzər Əmlak',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  version: 1,
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

beforeEach(() => {
  tickets = [ticket(1, { status: 'answered', answer: 'Admininizə yazın.', subject: 'Şifrə' })];
  posted = [];
  // jsdom has no object URLs; the picker's preview needs one.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
  server.use(
    mock.get(`${API}/support/contact`, () =>
      HttpResponse.json({ email: 'destek@example.az', phone: '+994125550100' }),
    ),
    mock.get(`${API}/support/tickets`, () => HttpResponse.json(tickets)),
    mock.post(`${API}/support/tickets`, async ({ request }) => {
      const body = meant(await request.json());
      posted.push(body);
      const saved = ticket(10 + posted.length, {
        subject: String(body.subject),
        message: String(body.message),
        category: body.category as SupportTicket['category'],
        screenshotType: body.screenshot ? 'image/png' : null,
      });
      tickets = [saved, ...tickets];
      return HttpResponse.json(saved, { status: 201 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The lazily loaded page can take seconds on a busy machine. */
const LOAD = { timeout: 40_000 };
const form = () => screen.findByRole('form', { name: 'Dəstəyə müraciət' }, LOAD);

// Whole forms are typed and sent: slow on a busy machine, so each test gets more than the default.
describe('support page', { timeout: 90_000 }, () => {
  it('shows the hours, the configured e-mail and phone as links, and the FAQ as an accordion', async () => {
    renderSignedIn('/support', { roleId: USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dəstək' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Bazar ertəsi – Cümə, 08:00–18:00 (GMT+4)')).toBeInTheDocument();
    expect(screen.getByText('24–48 saat ərzində')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'destek@example.az' })).toHaveAttribute(
      'href',
      'mailto:destek@example.az',
    );
    const phone = screen.getByRole('link', { name: '+994 12 555 01 00' });
    expect(phone).toHaveAttribute('href', 'tel:+994125550100');

    const faq = screen.getByRole('region', { name: 'Tez-tez verilən suallar' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(10);
    const search = within(faq).getByRole('button', { name: 'Azərbaycan hərfləri olmadan necə axtarım?' });
    expect(search).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(search);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(await within(faq).findByText(/“nerimanov” yazsanız “Nərimanov” tapılır/)).toBeVisible();
  });

  it('lists the own requests with status and the answer', async () => {
    renderSignedIn('/support', { roleId: USER });
    const mine = await screen.findByRole('region', { name: 'Müraciətlərim' }, LOAD);
    const card = await within(mine).findByRole('article', { name: 'Şifrə' });
    expect(card).toHaveTextContent('Cavablandırılıb');
    expect(card).toHaveTextContent('Admininizə yazın.');
    expect(card).toHaveTextContent('Hesab');
  });

  it('shows the empty state when there are no requests', async () => {
    tickets = [];
    renderSignedIn('/support', { roleId: USER });
    expect(await screen.findByText('Hələ müraciət yoxdur', {}, LOAD)).toBeInTheDocument();
  });

  it('checks the form with the contracts’ schema and shows the messages under the fields', async () => {
    const user = userEvent.setup();
    renderSignedIn('/support', { roleId: USER });
    const request = await form();
    await user.click(within(request).getByRole('button', { name: 'Göndər' }));
    expect(await within(request).findByText('Mövzu tələb olunur')).toBeInTheDocument();
    expect(within(request).getByText('Kateqoriya tələb olunur')).toBeInTheDocument();
    expect(within(request).getByText('Mesaj tələb olunur')).toBeInTheDocument();
    await user.click(within(request).getByRole('textbox', { name: 'Mövzu' }));
    await user.paste('x'.repeat(151));
    expect(await within(request).findByText('Mövzu ən çox 150 simvol ola bilər')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('refuses a wrong file type and a file over 2 MB in the picker', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSignedIn('/support', { roleId: USER });
    const request = await form();
    const input = request.querySelector('input[type=file]') as HTMLInputElement;
    // A text file named .png, declared as PNG: its first bytes say otherwise.
    await user.upload(input, new File(['not an image'], 'shot.png', { type: 'image/png' }));
    expect(
      await within(request).findByText('Ekran görüntüsü PNG, JPEG və ya WebP şəkli olmalıdır'),
    ).toBeInTheDocument();
    await user.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await within(request).findByText('Ekran görüntüsü ən çoxu 2 MB ola bilər')).toBeInTheDocument();
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(
      await within(request).findByText('Ekran görüntüsü PNG, JPEG və ya WebP şəkli olmalıdır'),
    ).toBeInTheDocument();
  });

  it('sends the request with the screenshot in base64 and lists it as open', async () => {
    const user = userEvent.setup();
    renderSignedIn('/support', { roleId: USER });
    const request = await form();
    await user.click(within(request).getByRole('textbox', { name: 'Mövzu' }));
    await user.paste('Ödəniş görünmür');
    await user.click(within(request).getByRole('combobox', { name: 'Kateqoriya' }));
    await user.click(await screen.findByRole('option', { name: 'Ödəniş və abunə' }));
    await user.click(within(request).getByRole('textbox', { name: 'Mesaj' }));
    await user.paste('Dünən ödədim,\namma abunə aktiv deyil.');
    const input = request.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([PNG_BYTES], 'ekran.png', { type: 'image/png' }));
    expect(await within(request).findByText('ekran.png')).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Göndər' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      subject: 'Ödəniş görünmür',
      category: 'billing',
      message: 'Dünən ödədim,\namma abunə aktiv deyil.',
      screenshot: btoa(String.fromCharCode(...PNG_BYTES)),
    });
    expect(await screen.findByText('Müraciətiniz göndərildi')).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Müraciətlərim' });
    const card = await within(mine).findByRole('article', { name: 'Ödəniş görünmür' });
    expect(card).toHaveTextContent('Açıq');
    // The form is empty again.
    expect(within(request).getByRole('textbox', { name: 'Mövzu' })).toHaveValue('');
  });

  it('shows the server’s rate-limit message', async () => {
    server.use(
      mock.post(`${API}/support/tickets`, () =>
        HttpResponse.json(
          {
            status: 429,
            code: 'support_rate_limited',
            message: 'Son bir saatda 5 dəstək müraciəti göndərmisiniz.',
            requestId: 'r',
          },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn('/support', { roleId: USER });
    const request = await form();
    await user.click(within(request).getByRole('textbox', { name: 'Mövzu' }));
    await user.paste('Yenə');
    await user.click(within(request).getByRole('combobox', { name: 'Kateqoriya' }));
    await user.click(await screen.findByRole('option', { name: 'Digər' }));
    await user.click(within(request).getByRole('textbox', { name: 'Mesaj' }));
    await user.paste('Salam');
    await user.click(within(request).getByRole('button', { name: 'Göndər' }));
    expect(
      await within(request).findByText('Son bir saatda 5 dəstək müraciəti göndərmisiniz.'),
    ).toBeInTheDocument();
  });
});
