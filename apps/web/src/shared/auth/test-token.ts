/** Tests only: an access token with the server's claims. The client decodes, never verifies, it. */
const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export const testAccessToken = (claims: Record<string, unknown> = {}) => {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    UserId: '7',
    FullName: 'agent@example.az',
    RoleId: '3',
    sid: 'session-1',
    iat: now,
    nbf: now,
    exp: now + 3600,
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
};
