import type { Profile } from '@emlak/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const profile: Omit<Profile, 'termsVersion'> = {
  id: 7,
  email: 'aysel@agency.az',
  name: 'Aysel Məmmədova',
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  phone: '+994501234567',
  address: null,
  country: null,
  fin: null,
  job: 'Baş agent',
  colorCode: '#3366ff',
  roleId: 3,
  organizationId: 2,
  organizationName: 'Şəhər Əmlak',
  termsAcceptedAt: null,
  queryLimit: 900,
  queriesUsed: 0,
};

const vcardText = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'FN:Aysel Məmmədova',
  'N:Məmmədova;Aysel;;;',
  'ORG:Şəhər Əmlak',
  'TITLE:Baş agent',
  'TEL;TYPE=CELL:+994501234567',
  'EMAIL;TYPE=INTERNET:aysel@agency.az',
  'END:VCARD',
  '',
].join('\r\n');

const serve = (answer: Partial<Profile> = {}) =>
  server.use(
    mock.get(`${API}/users/profile`, () => HttpResponse.json({ ...profile, ...answer })),
    mock.get(
      `${API}/users/profile/vcard`,
      () =>
        new HttpResponse(vcardText, {
          headers: {
            'content-type': 'text/vcard; charset=utf-8',
            'content-disposition': `attachment; filename="aysel-memmedova.vcf"; filename*=UTF-8''Aysel%20M%C9%99mm%C9%99dova.vcf`,
          },
        }),
    ),
  );

// The first render loads the lazy screen chunk (and the QR library's), slow on a busy machine.
const findCard = (name = 'Aysel Məmmədova — vizit kartı') =>
  screen.findByRole('article', { name }, { timeout: 8000 });
const findQr = () =>
  screen.findByRole(
    'img',
    { name: 'QR kod: Aysel Məmmədova kontaktlara əlavə etmək üçün skan edin' },
    { timeout: 8000 },
  );

const { createObjectURL, revokeObjectURL } = URL;
const share = Object.getOwnPropertyDescriptor(navigator, 'share');

afterEach(async () => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  if (share) Object.defineProperty(navigator, 'share', share);
  else Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('az'));
});

describe('business card page', () => {
  it('shows the agent’s card with the agency and a QR code of the server’s vCard', async () => {
    serve();
    renderSignedIn('/business-card');
    const card = await findCard();
    expect(within(card).getByRole('heading', { level: 2, name: 'Aysel Məmmədova' })).toBeInTheDocument();
    expect(within(card).getByText('Baş agent')).toBeInTheDocument();
    expect(within(card).getByText('Şəhər Əmlak')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+994 50 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+994501234567',
    );
    expect(within(card).getByRole('link', { name: 'aysel@agency.az' })).toHaveAttribute(
      'href',
      'mailto:aysel@agency.az',
    );
    const qr = await findQr();
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const svg = decodeURIComponent(qr.getAttribute('src')!.split(',')[1]!);
    expect(svg).toContain('<svg');
    expect(svg).toContain('<path');
    // A complete profile needs no hint.
    expect(screen.queryByText(/Kartda telefon/)).not.toBeInTheDocument();
  });

  it('saves the vCard the server sent under the name it gave', async () => {
    serve();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:vcard';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderSignedIn('/business-card');
    await findCard();
    const download = screen.getByRole('button', { name: 'vCard yüklə' });
    await waitFor(() => expect(download).toBeEnabled());
    await user.click(download);
    expect(names).toEqual(['Aysel Məmmədova.vcf']);
    expect(blobs[0]!.type).toBe('text/vcard;charset=utf-8');
    expect(new TextDecoder().decode(await blobs[0]!.arrayBuffer())).toBe(vcardText);
  });

  it('copies a text version and says so when the browser cannot share', async () => {
    serve();
    Reflect.deleteProperty(navigator, 'share');
    const user = userEvent.setup();
    renderSignedIn('/business-card');
    await findCard();
    await user.click(screen.getByRole('button', { name: 'Paylaş' }));
    expect(await screen.findByText('Kartın mətni panoya kopyalandı')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      'Aysel Məmmədova\nBaş agent\nŞəhər Əmlak\n+994 50 123 45 67\naysel@agency.az',
    );
  });

  it('opens the share sheet with the card’s text where the browser has one', async () => {
    serve();
    const shareSheet = vi.fn((_data: ShareData) => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: shareSheet, configurable: true });
    const user = userEvent.setup();
    renderSignedIn('/business-card');
    await findCard();
    await waitFor(() => expect(screen.getByRole('button', { name: 'vCard yüklə' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Paylaş' }));
    expect(shareSheet).toHaveBeenCalledTimes(1);
    expect(shareSheet.mock.calls[0]![0]).toMatchObject({
      title: 'Aysel Məmmədova',
      text: 'Aysel Məmmədova\nBaş agent\nŞəhər Əmlak\n+994 50 123 45 67\naysel@agency.az',
    });
  });

  it('asks for the missing phone and job in the profile', async () => {
    serve({ phone: null, job: null });
    renderSignedIn('/business-card');
    const card = await findCard();
    expect(within(card).queryByRole('link', { name: /\+994/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Kartda telefon və ya vəzifə yoxdur. Onları profildə əlavə edin.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profilə keç' })).toHaveAttribute('href', '/profile');
  });

  it('says when the card cannot be read and offers to try again', async () => {
    server.use(
      mock.get(`${API}/users/profile`, () => HttpResponse.json({ code: 'internal' }, { status: 500 })),
      mock.get(`${API}/users/profile/vcard`, () => HttpResponse.json({ code: 'internal' }, { status: 500 })),
    );
    renderSignedIn('/business-card');
    expect(
      await screen.findByText('Vizit kartını yükləmək mümkün olmadı', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yenidən cəhd et' })).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    serve();
    await act(() => i18n.changeLanguage('ru'));
    renderSignedIn('/business-card');
    await findCard('Визитная карточка: Aysel Məmmədova');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Визитка');
    expect(screen.getByRole('button', { name: 'Скачать vCard' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: 'QR-код: отсканируйте, чтобы добавить Aysel Məmmədova в контакты',
      }),
    ).toBeInTheDocument();
  });
});
