import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAccessToken } from '@/shared/auth/test-token';
import { i18n } from '@/shared/i18n/i18n';
import { renderSignedIn } from '@/test/render-signed-in';

afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('az'));
});

const tokenField = () => screen.findByRole('textbox', { name: 'JWT' });
/** The value next to a claim's name in the claims list. */
const claimValue = (claim: string) =>
  screen.getByText(claim, { selector: 'code' }).closest('dt')?.nextElementSibling?.textContent;

describe('token checker', () => {
  it('reads the signed-in user’s own token: claims, role, Azerbaijani name, a countdown by the second', async () => {
    // Fake only the clock and the interval: the page counts down with them; the rest stays real.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { store } = renderSignedIn('/token-decoder', { roleId: 3, fullName: 'Şəhla Ağayeva' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Token yoxlayıcı' })).toBeInTheDocument();
    expect(screen.getByText(/İmza yoxlanılmır/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cari tokenimi istifadə et' }));
    expect(await tokenField()).toHaveValue(store.getState().auth.accessToken);
    expect(claimValue('UserId')).toBe('7');
    expect(claimValue('FullName')).toBe('Şəhla Ağayeva');
    expect(claimValue('RoleId')).toContain('İstifadəçi');
    expect(claimValue('exp')).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d$/);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('01:00:00 sonra bitir');
    act(() => vi.advanceTimersByTime(2000));
    expect(status).toHaveTextContent('00:59:58 sonra bitir');
    expect(
      within(screen.getByRole('region', { name: 'Məlumat (payload)' })).getByText(/"FullName"/),
    ).toBeVisible();
  });

  it('says "expired N ago" after exp and notes a missing exp', async () => {
    renderSignedIn('/token-decoder');
    const field = await tokenField();
    const now = Math.floor(Date.now() / 1000);
    fireEvent.change(field, { target: { value: testAccessToken({ exp: now - 65 }) } });
    expect(screen.getByRole('status')).toHaveTextContent(/00:01:0[56] əvvəl bitib/);
    fireEvent.change(field, { target: { value: testAccessToken({ exp: undefined }) } });
    expect(screen.getByRole('status')).toHaveTextContent('Bitmə vaxtı (exp) yoxdur');
    expect(claimValue('exp')).toBe('tokendə yoxdur');
  });

  it.each([
    ['garbage', 'not a token', 'Token nöqtə ilə ayrılmış üç hissədən ibarət olmalıdır.'],
    ['a non-numeric UserId', testAccessToken({ UserId: 'abc' }), 'UserId yoxdur və ya rəqəm deyil.'],
    ['bad base64', 'eyJ.e*y.x', 'Hissələrdən biri base64url deyil.'],
  ])('shows Invalid token for %s, and no claims', async (_name, text, reason) => {
    renderSignedIn('/token-decoder');
    fireEvent.change(await tokenField(), { target: { value: text } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Etibarsız token');
    expect(alert).toHaveTextContent(reason);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks Russian, the invalid message being the server’s own', async () => {
    await act(() => i18n.changeLanguage('ru'));
    renderSignedIn('/token-decoder');
    fireEvent.change(await tokenField(), { target: { value: 'a.b' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Недействительный токен');
    fireEvent.click(screen.getByRole('button', { name: 'Использовать мой текущий токен' }));
    expect(screen.getByRole('status')).toHaveTextContent(/Истекает через 0[01]:\d\d:\d\d/);
    expect(claimValue('RoleId')).toContain('Администратор');
  });
});
