import { formatMessage, type DropdownOption, type ImportReport } from '@emlak/contracts';
import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const ADMIN = 1;
const SUPER_ADMIN = 2;
const USER = 3;

type Upload = { contentType: string | null; organizationId: string | null; body: string };
let uploads: Upload[] = [];

const report: ImportReport = {
  processed: 3,
  inserted: 1,
  updated: 1,
  failed: 1,
  errors: [{ row: 2, field: 'price', message: 'Qiymət rəqəm olmalıdır' }],
  errorsTruncated: false,
};

const organizations: DropdownOption[] = [
  { value: 2, displayText: 'Xəzər Əmlak' },
  { value: 3, displayText: 'Bakı Ev' },
];

const csv = [
  'baseUrl,price,addType,propertyType,area,city,phone1',
  'https://example.az/1,185000,sell,1,98,Bakı,0501234567',
  'https://example.az/2,çox,sell,1,60,Bakı,0551234567',
].join('\n');

beforeEach(() => {
  uploads = [];
  server.use(
    mock.post(`${API}/ad/import`, async ({ request }) => {
      const url = new URL(request.url);
      uploads.push({
        contentType: request.headers.get('content-type'),
        organizationId: url.searchParams.get('organizationId'),
        body: await request.text(),
      });
      return HttpResponse.json(report);
    }),
    mock.get(`${API}/organizations/dropdown`, () => HttpResponse.json(organizations)),
  );
});

const opened = () =>
  screen.findByRole('heading', { level: 1, name: 'Elanların idxalı' }, { timeout: 15_000 });

/**
 * A file as Node makes it: MSW reads the body on Node's side, where jsdom's own File is not a
 * body it can read (a browser sends either as it is).
 */
const file = (content: string, name: string, type = '') =>
  new NodeFile([content], name, { type }) as unknown as File;

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the import screen', () => {
  it('sends the file as it is with its type, then shows the counts and the refused rows', async () => {
    const user = userEvent.setup();
    renderSignedIn('/announcement/import', { roleId: ADMIN });
    await opened();
    expect(screen.getByText(/agentliyinizin elanları kimi əlavə olunur/)).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'İdxal et' });
    expect(start).toBeDisabled();
    await user.upload(fileInput(), file(csv, 'elanlar.csv', 'text/csv'));
    expect(screen.getByText('elanlar.csv')).toBeInTheDocument();
    await user.click(start);

    const section = await screen.findByRole('region', { name: 'İdxal hesabatı' });
    expect(uploads).toEqual([{ contentType: 'text/csv', organizationId: null, body: csv }]);
    expect(within(section).getByTestId('import-processed')).toHaveTextContent('3');
    expect(within(section).getByTestId('import-inserted')).toHaveTextContent('1');
    expect(within(section).getByTestId('import-updated')).toHaveTextContent('1');
    expect(within(section).getByTestId('import-failed')).toHaveTextContent('1');
    const errors = within(section).getByRole('table', { name: 'Xətalı sətirlər' });
    const row = within(errors).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent('price');
    expect(row).toHaveTextContent('Qiymət rəqəm olmalıdır');
    expect(within(section).getByRole('button', { name: 'Xətaları CSV kimi yüklə' })).toBeInTheDocument();
  });

  it('lets a SuperAdmin import into an agency, sent as organizationId; JSON goes as JSON', async () => {
    const user = userEvent.setup();
    renderSignedIn('/announcement/import', { roleId: SUPER_ADMIN });
    await opened();
    const target = screen.getByRole('combobox', { name: 'Hara idxal olunsun' });
    expect(target).toHaveTextContent('Açıq bazar');
    await user.click(target);
    await user.click(await screen.findByRole('option', { name: 'Bakı Ev' }));
    await user.upload(fileInput(), file('[]', 'elanlar.json', 'application/json'));
    await user.click(screen.getByRole('button', { name: 'İdxal et' }));
    await screen.findByRole('region', { name: 'İdxal hesabatı' });
    expect(uploads).toEqual([{ contentType: 'application/json', organizationId: '3', body: '[]' }]);
  });

  it('refuses a file of another type before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderSignedIn('/announcement/import', { roleId: ADMIN });
    await opened();
    await user.upload(fileInput(), file('x', 'elanlar.xlsx'));
    expect(screen.getByRole('alert')).toHaveTextContent('«elanlar.xlsx» qəbul olunmur');
    expect(screen.getByRole('button', { name: 'İdxal et' })).toBeDisabled();
    expect(uploads).toHaveLength(0);
  });

  it('shows why a file was refused as a whole', async () => {
    server.use(
      mock.post(`${API}/ad/import`, () =>
        HttpResponse.json(
          { status: 400, code: 'validation_error', message: 'Faylın başlıq sətri yoxdur', requestId: 'r' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn('/announcement/import', { roleId: ADMIN });
    await opened();
    await user.upload(fileInput(), file('', 'bos.csv', 'text/csv'));
    await user.click(screen.getByRole('button', { name: 'İdxal et' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('İdxal alınmadı: Faylın başlıq sətri yoxdur'),
    );
  });

  it('says when the server runs as many imports as it can, sending the file once', async () => {
    const busy = formatMessage('az', 'validation.importsBusy');
    let sent = 0;
    server.use(
      mock.post(`${API}/ad/import`, () => {
        sent += 1;
        return HttpResponse.json(
          { status: 429, code: 'throttled', message: busy, requestId: 'r' },
          { status: 429, headers: { 'retry-after': '60' } },
        );
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/announcement/import', { roleId: ADMIN });
    await opened();
    await user.upload(fileInput(), file(csv, 'elanlar.csv', 'text/csv'));
    await user.click(screen.getByRole('button', { name: 'İdxal et' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`İdxal alınmadı: ${busy}`));
    expect(sent).toBe(1);
  });

  it('lists the columns and offers a sample file', async () => {
    renderSignedIn('/announcement/import', { roleId: ADMIN });
    await opened();
    const guide = screen.getByRole('region', { name: 'Faylın sütunları' });
    const table = within(guide).getByRole('table');
    expect(within(table).getByText('baseUrl').closest('tr')).toHaveTextContent('mütləq');
    expect(within(table).getByText('cityId')).toBeInTheDocument();
    expect(within(guide).getByRole('button', { name: 'Nümunə CSV yüklə' })).toBeInTheDocument();
  });

  it('is not a User’s screen', async () => {
    renderSignedIn('/announcement/import', { roleId: USER });
    expect(await screen.findByText(/icazəniz yoxdur|403/i, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(fileInput()).toBeNull();
  });
});
