import type { StatisticsBucket, StatisticsFigures, Todo, UserAdCounts } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse, delay } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { bakuToday } from '@/shared/lib/baku-today';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';
import { dateOfIsoDay, isoDayOf } from '@/shared/lib/calendar-day';

const ADMIN = 1;
const USER = 3;

const today = bakuToday();
const shift = (days: number) => {
  const date = dateOfIsoDay(today);
  date.setDate(date.getDate() + days);
  return isoDayOf(date);
};
const yesterday = shift(-1);
/** A day of the month after today's. */
const nextMonthDay = (() => {
  const date = dateOfIsoDay(today);
  return isoDayOf(new Date(date.getFullYear(), date.getMonth() + 1, 10));
})();
/** "22.11.2026": how az writes a day. */
const azDate = (day: string) => day.split('-').reverse().join('.');

const zero: StatisticsFigures = {
  adsCount: 0,
  totalValue: '0.00',
  soldCount: 0,
  soldValue: '0.00',
  addedCount: 0,
  amountOfSeller: '0.00',
  amountOfBuyer: '0.00',
  commission: '0.00',
};
const soldToday: StatisticsFigures = {
  ...zero,
  soldCount: 2,
  soldValue: '370000.00',
  amountOfSeller: '3700.00',
  amountOfBuyer: '1850.50',
  commission: '5550.50',
};

let seq = 0;
const todo = (title: string, extra: Partial<Todo> = {}): Todo => ({
  id: ++seq,
  title,
  dueDate: null,
  note: null,
  done: false,
  createdAt: `2026-03-0${(seq % 9) + 1}T08:00:00.000Z`,
  updatedAt: '2026-03-05T08:00:00.000Z',
  version: 1,
  ...extra,
});

let todos: Todo[] = [];
let requests: { method: string; url: string; body?: unknown }[] = [];
let seriesQueries: URLSearchParams[] = [];
let counts: UserAdCounts = { added: 4, work: 2, sold: 7 };

const errorBody = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status, code, message, errors, requestId: 'r' }, { status });

/** Every day of a range as a daily bucket, with today's sales. */
const dailyBuckets = (from: string, to: string): StatisticsBucket[] => {
  const buckets: StatisticsBucket[] = [];
  for (let day = dateOfIsoDay(from); isoDayOf(day) <= to; day.setDate(day.getDate() + 1)) {
    const iso = isoDayOf(day);
    buckets.push({ from: iso, to: iso, ...(iso === today ? soldToday : zero) });
  }
  return buckets;
};

beforeEach(() => {
  seq = 0;
  todos = [
    todo('Müqaviləni hazırla', { dueDate: yesterday, note: 'Notariusa zəng' }),
    todo('Nərimanovda baxış', { dueDate: today }),
    todo('Ofisə sənəd apar'),
    todo('Köhnə tapşırıq', { done: true, dueDate: yesterday }),
  ];
  requests = [];
  seriesQueries = [];
  counts = { added: 4, work: 2, sold: 7 };
  server.use(
    mock.get(`${API}/todos`, () => HttpResponse.json(todos)),
    mock.get(`${API}/ad/dashboard/summary`, () =>
      HttpResponse.json({
        period: 'today',
        from: today,
        to: today,
        ...soldToday,
        previous: { from: yesterday, to: yesterday, ...zero, soldCount: 1, soldValue: '100000.00' },
      }),
    ),
    mock.get(`${API}/ad/dashboard/series`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seriesQueries.push(query);
      const from = query.get('from')!;
      const to = query.get('to')!;
      return HttpResponse.json({
        period: 'custom',
        from,
        to,
        groupBy: 'day',
        buckets: dailyBuckets(from, to),
      });
    }),
    mock.get(`${API}/usersads/counts`, () => HttpResponse.json(counts)),
  );
});

const todoList = () => screen.findByRole('list', { name: 'Tapşırıqlar siyahısı' });
const titlesOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
const dayCell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`);
const addForm = () => screen.getByRole('form', { name: 'Yeni tapşırıq' });

describe('dashboard page', () => {
  it('greets the user, shows today’s figures, My list by status and the to-dos in their order', async () => {
    renderSignedIn('/dashboard', { roleId: USER, fullName: 'Aysel Məmmədova' });
    expect(await screen.findByRole('heading', { level: 1, name: 'İdarə paneli' })).toBeInTheDocument();
    expect(screen.getByText(/Aysel!/)).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Tez keçidlər' });
    expect(within(links).getByRole('link', { name: 'Bazarda axtar' })).toHaveAttribute(
      'href',
      '/announcement',
    );
    expect(within(links).getByRole('link', { name: 'Mənim siyahım' })).toHaveAttribute(
      'href',
      '/user-announcement',
    );

    // Today's KPI cards: 2 sold today against 1 yesterday, the commission with its seller/buyer split.
    const figures = screen.getByRole('region', { name: 'Bu günün göstəriciləri' });
    expect(await within(figures).findByText('5.550,50 ₼')).toBeInTheDocument();
    expect(within(figures).getByText('+100%')).toBeInTheDocument();

    const myList = screen.getByRole('region', { name: 'Siyahım statuslar üzrə' });
    expect(await within(myList).findByRole('link', { name: '2 İşdədir — siyahını aç' })).toHaveAttribute(
      'href',
      '/user-announcement?status=work',
    );
    expect(within(myList).getByRole('link', { name: '7 Satılıb — siyahını aç' })).toBeInTheDocument();

    const list = await todoList();
    expect(titlesOf(list)).toEqual([
      'Müqaviləni hazırla',
      'Nərimanovda baxış',
      'Ofisə sənəd apar',
      'Köhnə tapşırıq',
    ]);
    const overdue = within(list).getAllByRole('listitem')[0]!;
    expect(within(overdue).getByText('Gecikib')).toBeInTheDocument();
    expect(within(overdue).getByText(`Son tarix: ${azDate(yesterday)}`)).toBeInTheDocument();
    // Done ones are not overdue, and struck through.
    const finished = within(list).getAllByRole('listitem')[3]!;
    expect(within(finished).queryByText('Gecikib')).not.toBeInTheDocument();
    expect(within(finished).getByText('Köhnə tapşırıq')).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByText('3 açıq, 1 bitib')).toBeInTheDocument();
    // No team card for an agent.
    expect(screen.queryByRole('region', { name: 'Komandanın bu günü' })).not.toBeInTheDocument();
  });

  it('marks today on the calendar with its sales and to-dos and says what is on it', async () => {
    renderSignedIn('/dashboard', { roleId: USER });
    await todoList();
    await waitFor(() => expect(dayCell(today)).toHaveAttribute('data-marks', 'sales todos'));
    expect(dayCell(today)).toHaveAttribute('aria-current', 'date');
    expect(dayCell(today)).toHaveAccessibleName(`${Number(today.slice(8))}, satış var, tapşırıq var`);
    // Yesterday's only due to-do is open (overdue): marked; a done one alone would not mark it.
    if (yesterday.slice(0, 7) === today.slice(0, 7))
      expect(dayCell(yesterday)).toHaveAttribute('data-marks', 'todos');
    const calendar = screen.getByRole('region', { name: 'Təqvim' });
    expect(await within(calendar).findByText('2 satış')).toBeInTheDocument();
    expect(within(calendar).getByText('5.550,50 ₼')).toBeInTheDocument();
    expect(within(calendar).getByText('Nərimanovda baxış')).toBeInTheDocument();
    // The series asked is the shown month's, day by day.
    expect(seriesQueries[0]?.get('groupBy')).toBe('day');
    expect(seriesQueries[0]?.get('from')).toBe(`${today.slice(0, 7)}-01`);
  });

  it('the Today button brings the calendar back from another month and picks today', async () => {
    const user = userEvent.setup();
    renderSignedIn('/dashboard', { roleId: USER });
    await todoList();
    const calendar = screen.getByRole('region', { name: 'Təqvim' });
    await waitFor(() => expect(dayCell(today)).toBeInTheDocument());
    await user.click(within(calendar).getByRole('button', { name: 'Növbəti ay' }));
    await waitFor(() => expect(dayCell(nextMonthDay)).toBeInTheDocument());
    expect(dayCell(today)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(seriesQueries.some((query) => query.get('from') === `${nextMonthDay.slice(0, 7)}-01`)).toBe(
        true,
      ),
    );
    await user.click(dayCell(nextMonthDay)!);
    // Two headings of level 3: the calendar's month, then the picked day's (what is on it).
    expect(within(calendar).getByRole('heading', { level: 3, name: /^10 / })).toBeInTheDocument();
    expect(within(calendar).getByText('Satış yoxdur')).toBeInTheDocument();

    await user.click(within(calendar).getByRole('button', { name: 'Bu gün' }));
    await waitFor(() => expect(dayCell(today)).toBeInTheDocument());
    expect(dayCell(today)).toHaveAttribute('aria-selected', 'true');
    expect(
      within(calendar).getByRole('heading', { level: 3, name: new RegExp(`^${Number(today.slice(8))} `) }),
    ).toBeInTheDocument();
    expect(await within(calendar).findByText('2 satış')).toBeInTheDocument();
  });

  it('adds a to-do, validating first, and the calendar marks its due day', async () => {
    todos = [];
    server.use(
      mock.post(`${API}/todos`, async ({ request }) => {
        const body = (await request.json()) as { title: string; dueDate?: string; note?: string };
        requests.push({ method: 'POST', url: request.url, body });
        const created = todo(body.title, { dueDate: body.dueDate || null, note: body.note || null });
        todos = [created];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/dashboard', { roleId: USER });
    expect(await screen.findByText('Hələ tapşırıq yoxdur')).toBeInTheDocument();
    const form = addForm();
    await user.click(within(form).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(form).findByText('Tapşırıq tələb olunur')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Tapşırıq' }), 'x'.repeat(201));
    await user.click(within(form).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(form).findByText('Tapşırıq ən çox 200 simvol ola bilər')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    const title = within(form).getByRole('textbox', { name: 'Tapşırıq' });
    await user.clear(title);
    await user.type(title, 'Satıcıya zəng et');
    // The due day picked from the picker's calendar: today, which it opens on.
    await user.click(within(form).getByRole('button', { name: 'Son tarixi seçin' }));
    const picker = await screen.findByRole('dialog');
    await user.click(within(picker).getByRole('gridcell', { name: String(Number(today.slice(8))) }));
    await user.type(within(form).getByRole('textbox', { name: 'Qeyd' }), 'Qiyməti soruş');
    await user.click(within(form).getByRole('button', { name: 'Əlavə et' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toEqual({ title: 'Satıcıya zəng et', dueDate: today, note: 'Qiyməti soruş' });
    expect(await screen.findByText('Tapşırıq əlavə edildi')).toBeInTheDocument();
    const list = await todoList();
    expect(titlesOf(list)).toEqual(['Satıcıya zəng et']);
    expect(within(list).getByText('Bu gün')).toBeInTheDocument();
    await waitFor(() => expect(dayCell(today)).toHaveAttribute('data-marks', 'sales todos'));
    // The form is empty again for the next one.
    expect(within(form).getByRole('textbox', { name: 'Tapşırıq' })).toHaveValue('');
  });

  it('shows the server’s refusal at the limit above the button', async () => {
    server.use(
      mock.post(`${API}/todos`, () =>
        errorBody(409, 'conflict', 'Ən çoxu 500 tapşırıq saxlaya bilərsiniz; əvvəlcə bitmişləri silin'),
      ),
    );
    const user = userEvent.setup();
    renderSignedIn('/dashboard', { roleId: USER });
    await todoList();
    const form = addForm();
    await user.type(within(form).getByRole('textbox', { name: 'Tapşırıq' }), 'Bir daha');
    await user.click(within(form).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Ən çoxu 500 tapşırıq');
  });

  it('ticks a to-do off at once, sends the version read, and it moves among the done ones', async () => {
    server.use(
      mock.put(`${API}/todos/:id`, async ({ request, params }) => {
        const body = (await request.json()) as Todo;
        requests.push({ method: 'PUT', url: request.url, body });
        await delay(300);
        todos = todos.map((item) =>
          item.id === Number(params.id) ? { ...item, done: body.done, version: item.version + 1 } : item,
        );
        const order = (item: Todo) => (item.done ? 1 : 0);
        todos.sort((a, b) => order(a) - order(b));
        return HttpResponse.json(todos.find((item) => item.id === Number(params.id)));
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/dashboard', { roleId: USER });
    const list = await todoList();
    const box = within(list).getByRole('checkbox', { name: 'Bitmiş kimi qeyd et: Nərimanovda baxış' });
    await user.click(box);
    // Before the server answers: ticked, struck through and after the open ones.
    expect(within(list).getByRole('checkbox', { name: 'Yenidən aç: Nərimanovda baxış' })).toBeChecked();
    expect(titlesOf(list).indexOf('Nərimanovda baxış')).toBeGreaterThan(
      titlesOf(list).indexOf('Ofisə sənəd apar'),
    );
    expect(requests[0]!.body).toEqual({
      title: 'Nərimanovda baxış',
      dueDate: today,
      note: null,
      done: true,
      version: 1,
    });
    expect(screen.getByText('2 açıq, 2 bitib')).toBeInTheDocument();
  });

  it('puts a refused tick back and says why', async () => {
    server.use(
      mock.put(`${API}/todos/:id`, () => errorBody(409, 'stale_version', 'Qeyd artıq dəyişdirilib')),
    );
    const user = userEvent.setup();
    renderSignedIn('/dashboard', { roleId: USER });
    const list = await todoList();
    await user.click(within(list).getByRole('checkbox', { name: 'Bitmiş kimi qeyd et: Ofisə sənəd apar' }));
    expect(
      await screen.findByText('Tapşırıq başqa yerdə dəyişdirilib; siyahı yeniləndi.'),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('checkbox', { name: 'Bitmiş kimi qeyd et: Ofisə sənəd apar' }),
    ).not.toBeChecked();
  });

  it('edits a to-do in a dialog with the version read, its done state kept', async () => {
    server.use(
      mock.put(`${API}/todos/:id`, async ({ request, params }) => {
        const body = (await request.json()) as Todo;
        requests.push({ method: 'PUT', url: request.url, body });
        todos = todos.map((item) =>
          item.id === Number(params.id) ? { ...item, ...body, version: item.version + 1 } : item,
        );
        return HttpResponse.json(todos.find((item) => item.id === Number(params.id)));
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/dashboard', { roleId: USER });
    const list = await todoList();
    await user.click(within(list).getByRole('button', { name: 'Redaktə et: Müqaviləni hazırla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tapşırığı redaktə et' });
    const title = within(dialog).getByRole('textbox', { name: 'Tapşırıq' });
    expect(title).toHaveValue('Müqaviləni hazırla');
    expect(within(dialog).getByRole('textbox', { name: 'Qeyd' })).toHaveValue('Notariusa zəng');
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Yadda saxla' }));
    expect(await within(dialog).findByText('Tapşırıq tələb olunur')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.type(title, 'Müqaviləni imzala');
    await user.click(within(dialog).getByRole('button', { name: 'Yadda saxla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests[0]!.body).toEqual({
      title: 'Müqaviləni imzala',
      dueDate: yesterday,
      note: 'Notariusa zəng',
      done: false,
      version: 1,
    });
    expect(await within(list).findByText('Müqaviləni imzala')).toBeInTheDocument();
  });

  it('deletes a to-do after asking', async () => {
    server.use(
      mock.delete(`${API}/todos/:id`, ({ params, request }) => {
        requests.push({ method: 'DELETE', url: request.url });
        todos = todos.filter((item) => item.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/dashboard', { roleId: USER });
    const list = await todoList();
    await user.click(within(list).getByRole('button', { name: 'Sil: Ofisə sənəd apar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tapşırıq silinsin?' });
    expect(dialog).toHaveTextContent('«Ofisə sənəd apar» həmişəlik silinəcək.');
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(within(list).queryByText('Ofisə sənəd apar')).not.toBeInTheDocument());
    expect(requests).toEqual([{ method: 'DELETE', url: `${API}/todos/3` }]);
    expect(await screen.findByText('Tapşırıq silindi')).toBeInTheDocument();
  });

  it('shows an agency Admin the team’s day, with a link to statistics', async () => {
    server.use(
      mock.get(`${API}/ad/dashboard/admin/summary`, () =>
        HttpResponse.json({
          period: 'today',
          from: today,
          to: today,
          organizationId: 2,
          users: [
            { userId: 1, name: 'Aysel', colorCode: null, roleId: USER, ...soldToday },
            { userId: 2, name: 'Rəşad', colorCode: null, roleId: USER, ...zero },
            { userId: 3, name: 'Nigar', colorCode: null, roleId: ADMIN, ...zero, soldCount: 1 },
          ],
          totals: { ...soldToday, soldCount: 3 },
          previousTotals: { from: yesterday, to: yesterday, ...zero },
        }),
      ),
    );
    renderSignedIn('/dashboard', { roleId: ADMIN });
    const team = await screen.findByRole('region', { name: 'Komandanın bu günü' });
    expect(await within(team).findByText('2 / 3')).toBeInTheDocument();
    expect(within(team).getByText('3')).toBeInTheDocument();
    expect(within(team).getByText('370.000 ₼')).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'Statistikaya keç' })).toHaveAttribute(
      'href',
      '/statistics',
    );
  });

  it('says when the to-dos cannot be read, and reads them again', async () => {
    let calls = 0;
    server.use(
      mock.get(`${API}/todos`, () => {
        calls += 1;
        return calls === 1 ? errorBody(500, 'internal', 'down') : HttpResponse.json(todos);
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/dashboard', { roleId: USER });
    const message = await screen.findByText('Tapşırıqları oxumaq mümkün olmadı', {}, { timeout: 8000 });
    await user.click(
      within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Yenidən cəhd et',
      }),
    );
    expect(await todoList()).toBeInTheDocument();
  });
});
