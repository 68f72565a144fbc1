import type { CommissionReportPage, CommissionReportRow } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const ADMIN = 1;
const SUPER_ADMIN = 2;

const row = (given: Partial<CommissionReportRow>): CommissionReportRow => ({
  userId: 12,
  userName: 'Rəşad Əliyev',
  colorCode: '#c2410c',
  organizationName: 'Demo Əmlak',
  bucketStart: '2026-11-03',
  bucketEnd: '2026-11-09',
  deals: 2,
  soldValue: '300000.00',
  amountOfSeller: '6000.00',
  amountOfBuyer: '3000.00',
  commission: '9000.00',
  averagePercent: '3.00',
  ...given,
});

type Body = Record<string, unknown> & { page: number; pageSize: number };
let bodies: Body[];

beforeEach(() => {
  bodies = [];
  server.use(
    mock.post(`${API}/reports/commissions/table`, async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      const answer: CommissionReportPage = {
        items: [
          row({}),
          row({
            userId: 13,
            userName: 'Nigar Quliyeva',
            colorCode: null,
            organizationName: 'Xəzər Realty',
            deals: 1,
            soldValue: '180000.00',
            amountOfSeller: '3600.00',
            amountOfBuyer: '1800.25',
            commission: '5400.25',
            averagePercent: '3.00',
          }),
        ],
        total: 2,
        totalCapped: false,
        page: body.page,
        pageSize: body.pageSize,
        period: (body.period as CommissionReportPage['period']) ?? 'month',
        from: '2026-11-01',
        to: '2026-11-30',
        totals: {
          deals: 3,
          soldValue: '480000.00',
          amountOfSeller: '9600.00',
          amountOfBuyer: '4800.25',
          commission: '14400.25',
          averagePercent: '3.00',
        },
      };
      return HttpResponse.json(answer);
    }),
    mock.get(`${API}/organizations/dropdown`, () =>
      HttpResponse.json([
        { value: 2, displayText: 'Demo Əmlak' },
        { value: 5, displayText: 'Xəzər Realty' },
      ]),
    ),
  );
});

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

const reportTable = () => screen.findByRole('table', { name: 'Komissiya hesabatı' }, { timeout: 15_000 });

describe('Commission report', () => {
  it('asks for this month as one row per agent, lists the rows and shows the totals under them', async () => {
    renderSignedIn('/statistics/commissions', { roleId: ADMIN });
    const table = await reportTable();
    await within(table).findByText('Rəşad Əliyev');
    expect(bodies.at(-1)).toMatchObject({ period: 'month', groupBy: 'period', page: 0 });
    expect(bodies.at(-1)).not.toHaveProperty('organizationId');
    const first = within(table).getByText('Rəşad Əliyev').closest('tr')!;
    // The whole period's days, the figures, the average share.
    expect(first).toHaveTextContent('3–9 noyabr 2026');
    expect(first).toHaveTextContent('9.000 ₼');
    expect(first).toHaveTextContent('3 %');
    // An Admin reads one organization: no organization column.
    expect(within(table).queryByRole('columnheader', { name: 'Təşkilat' })).not.toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Hesabatın yekunu' });
    const figure = (label: string) => within(totals).getByText(label).nextElementSibling;
    expect(figure('Sövdələşmə')).toHaveTextContent('3');
    expect(figure('Ümumi komissiya')).toHaveTextContent('14.400,25 ₼');
    expect(figure('Alıcıdan')).toHaveTextContent('4.800,25 ₼');
  });

  it('groups by week on request, names the weeks, and exports with the same period and grouping', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/statistics/commissions?period=year', { roleId: ADMIN });
    const table = await reportTable();
    await within(table).findByText('Rəşad Əliyev');
    await user.click(screen.getByRole('combobox', { name: 'Qruplaşdırma' }));
    await user.click(await screen.findByRole('option', { name: 'Həftələr üzrə' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ period: 'year', groupBy: 'week', page: 0 }));
    expect(router.state.location.search).toBe('?period=year&groupBy=week');
    await within(table).findAllByText('3 noy həftəsi');

    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'CSV ixrac' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(bodies.filter((body) => body.pageSize === 100)).toEqual([
      { period: 'year', groupBy: 'week', page: 0, pageSize: 100, filters: [], sortOptions: [] },
    ]);
    const lines = new TextDecoder()
      .decode(new Uint8Array(await blobs[0]!.arrayBuffer()))
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Agent;Dövr;Sövdələşmə;Satış dəyəri;Satıcıdan;Alıcıdan;Ümumi komissiya;Orta faiz');
    expect(lines[1]).toBe('Rəşad Əliyev;3 noy həftəsi;2;300000;6000;3000;9000;3');
  });

  it('lets a SuperAdmin read every organization (with its column) or narrow to one', async () => {
    const user = userEvent.setup();
    renderSignedIn('/statistics/commissions', { roleId: SUPER_ADMIN });
    const table = await reportTable();
    await within(table).findByText('Rəşad Əliyev');
    expect(bodies.at(-1)).not.toHaveProperty('organizationId');
    expect(within(table).getByRole('columnheader', { name: 'Təşkilat' })).toBeInTheDocument();
    expect(within(table).getByText('Xəzər Realty')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Təşkilat' }));
    await user.click(await screen.findByRole('option', { name: 'Xəzər Realty' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ organizationId: 5 }));
    await waitFor(() =>
      expect(within(table).queryByRole('columnheader', { name: 'Təşkilat' })).not.toBeInTheDocument(),
    );
  });

  it('asks nothing while the custom range breaks the rules', async () => {
    renderSignedIn('/statistics/commissions?period=custom&from=2026-05-01', { roleId: ADMIN });
    expect(await screen.findByText('Son tələb olunur', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
