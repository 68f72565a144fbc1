import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';
import {
  budget,
  errorBody,
  organization,
  organizationUser,
  planOptions,
} from '../test/organization-fixtures';

const serve = (users: unknown[] | (() => Promise<Response>), budgets: unknown[] = []) => {
  const requested: string[] = [];
  server.use(
    mock.get(`${API}/organizations/2`, () =>
      HttpResponse.json(organization(2, 'Xəzər Əmlak', { daysLeft: 12 })),
    ),
    mock.get(`${API}/organizations/2/users`, () => {
      requested.push('users');
      return typeof users === 'function' ? users() : HttpResponse.json(users);
    }),
    mock.get(`${API}/adminbudget/organization/2/budgets`, () => {
      requested.push('budgets');
      return HttpResponse.json(budgets);
    }),
    mock.get(`${API}/adminsubscription/subscriptions`, () => HttpResponse.json({ subscriptions: [] })),
    mock.get(`${API}/adminsubscription/dropdown`, () => HttpResponse.json(planOptions)),
  );
  return requested;
};

const heading = () => screen.findByRole('heading', { level: 1, name: 'Xəzər Əmlak' }, { timeout: 8000 });

describe('organization detail page', () => {
  it('shows six skeleton cards and the loading text while the users load', async () => {
    serve(async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    });
    renderSignedIn('/organizations/2', { roleId: 2 });
    expect(await screen.findByText('Yüklənir...', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('user-card-skeleton')).toHaveLength(6);
  });

  it('shows the header, a card per user with sequence numbers and the e-mail fallback, and the badge count', async () => {
    serve([
      organizationUser(11, 'Aysel Məmmədova', { roleId: 1 }),
      organizationUser(12, 'Rəşad Quliyev', { email: '' }),
      organizationUser(13, 'Nigar Əliyeva', { status: 'locked' }),
    ]);
    renderSignedIn('/organizations/2', { roleId: 2 });
    await heading();
    expect(screen.getByText('12 gün qalıb')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('#1')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('aysel@demo.az')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Admin')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('#2')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('E-poçt məlumatı yoxdur')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('#3')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Bloklanıb')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /İstifadəçilər/ })).toHaveTextContent('3');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Büdcə analizi/ })).toHaveTextContent('0'));
  });

  it('shows the empty state when the organization has no users', async () => {
    serve([]);
    renderSignedIn('/organizations/2', { roleId: 1 });
    await heading();
    expect(await screen.findByText('İstifadəçi tapılmadı')).toBeInTheDocument();
    expect(screen.getByText('Bu təşkilatda hələ istifadəçi əlavə edilməyib.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /İstifadəçilər/ })).toHaveTextContent('0');
  });

  it('counts the organization’s budgets in the Budget Analysis tab’s badge', async () => {
    serve([], [budget(1, 2), budget(2, 3)]);
    const user = userEvent.setup();
    renderSignedIn('/organizations/2', { roleId: 2 });
    await heading();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Büdcə analizi/ })).toHaveTextContent('2'));
    await user.click(screen.getByRole('tab', { name: /Büdcə analizi/ }));
    expect(screen.getByRole('tab', { name: /Büdcə analizi/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Büdcə analizi/ })).toHaveTextContent('2');
  });

  it('opens the subscription panel with the picked user, and Cancel closes it', async () => {
    serve([organizationUser(11, 'Aysel Məmmədova'), organizationUser(12, 'Rəşad Quliyev', { email: '' })]);
    const user = userEvent.setup();
    renderSignedIn('/organizations/2', { roleId: 1 });
    await heading();
    const panel = screen.getByRole('region', { name: 'İstifadəçi abunəliyi yarat' });
    const toggle = within(panel).getByRole('button', { name: /İstifadəçi abunəliyi yarat/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveTextContent('Plan təyin etmək üçün aşağıdakı siyahıdan istifadəçi seçin.');

    await user.click(await screen.findByRole('button', { name: 'Plan təyin et: Rəşad Quliyev' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('Rəşad Quliyev')).toBeInTheDocument();
    expect(panel).toHaveTextContent('ID: 12');
    expect(panel).toHaveTextContent('Təşkilat: Xəzər Əmlak');
    expect(await within(panel).findByText('Cari plan: yoxdur')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Ləğv et' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(panel).toHaveTextContent('Plan təyin etmək üçün');
  });

  it('shows a not-found state inside the shell for a 404', async () => {
    server.use(
      mock.get(`${API}/organizations/77`, () => errorBody(404, 'not_found', 'Tapılmadı')),
      mock.get(`${API}/organizations/77/users`, () => errorBody(404, 'not_found', 'Tapılmadı')),
      mock.get(`${API}/adminbudget/organization/77/budgets`, () => errorBody(404, 'not_found', 'Tapılmadı')),
    );
    renderSignedIn('/organizations/77', { roleId: 1 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Təşkilat tapılmadı' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Təşkilatlar' })).toHaveAttribute(
      'href',
      '/organizations',
    );
  });

  it('shows the 403 screen to a User', async () => {
    renderSignedIn('/organizations/2', { roleId: 3 });
    expect(
      await screen.findByText('Bu səhifəyə baxmaq icazəniz yoxdur.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
