import { describe, expect, it } from 'vitest';
import { explainedClaims, roleNameOf } from './claims';
import { base64UrlToText, decodeJwt } from './decode-jwt';
import { formatBakuDateTime, numericDate, splitDuration, validityAt } from './token-times';

/** base64url of UTF-8 text, written independently of the decoder (Node's Buffer). */
const part = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (header: unknown, payload: unknown, signature = 'c2ln') =>
  `${part(JSON.stringify(header))}.${part(JSON.stringify(payload))}.${signature}`;
const HEADER = { alg: 'HS256', typ: 'JWT' };

describe('decodeJwt', () => {
  it('reads a token as our server signs it', () => {
    const payload = {
      UserId: '7',
      FullName: 'agent@demo.az',
      RoleId: '3',
      sid: 'abc',
      iss: 'emlak-office',
      aud: 'emlak-office-web',
      iat: 1_700_000_000.123,
      nbf: 1_700_000_000,
      exp: 1_700_003_600.123,
    };
    const result = decodeJwt(jwt(HEADER, payload));
    expect(result).toEqual({ ok: true, jwt: { header: HEADER, payload, signature: 'c2ln' } });
  });

  it('keeps Azerbaijani and Russian letters of the name (UTF-8)', () => {
    const result = decodeJwt(jwt(HEADER, { UserId: 12, FullName: 'Şəhla Ağayeva-Çələbi, Людмила' }));
    expect(result.ok && result.jwt.payload.FullName).toBe('Şəhla Ağayeva-Çələbi, Людмила');
  });

  it('forgives white space and a pasted "Bearer " prefix', () => {
    expect(decodeJwt(`  Bearer ${jwt(HEADER, { UserId: '1' })}\n`).ok).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['one part', 'abc'],
    ['two parts', `${part('{}')}.${part('{"UserId":"1"}')}`],
    ['four parts', `${jwt(HEADER, { UserId: '1' })}.extra`],
    ['an empty payload', `${part('{}')}..sig`],
  ])('refuses %s as malformed', (_name, token) => {
    expect(decodeJwt(token)).toEqual({ ok: false, reason: 'format' });
  });

  it.each([
    ['a character outside base64url', `${part('{}')}.ab+c.sig`],
    ['an impossible length', `${part('{}')}.abcde.sig`],
    [
      'bytes that are not UTF-8',
      `${part('{}')}.${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')}.sig`,
    ],
    ['a bad signature part', `${jwt(HEADER, { UserId: '1' }, 'si/g')}`],
  ])('refuses %s as bad base64', (_name, token) => {
    expect(decodeJwt(token)).toEqual({ ok: false, reason: 'base64' });
  });

  it.each([
    ['a payload that is not JSON', `${part(JSON.stringify(HEADER))}.${part('not json')}.sig`],
    ['a header that is not JSON', `${part('{alg')}.${part('{"UserId":"1"}')}.sig`],
    ['a JSON array', jwt(HEADER, [1, 2])],
    ['JSON null', jwt(null, { UserId: '1' })],
  ])('refuses %s', (_name, token) => {
    expect(decodeJwt(token)).toEqual({ ok: false, reason: 'json' });
  });

  it.each([
    ['missing', {}],
    ['a word', { UserId: 'seven' }],
    ['negative', { UserId: -1 }],
    ['a fraction', { UserId: 1.5 }],
    ['a numeric string with a sign', { UserId: '+7' }],
    ['null', { UserId: null }],
  ])('refuses a UserId that is %s', (_name, payload) => {
    expect(decodeJwt(jwt(HEADER, payload))).toEqual({ ok: false, reason: 'userId' });
  });
});

describe('base64UrlToText', () => {
  it('decodes with and without padding', () => {
    expect(base64UrlToText(part('ə'))).toBe('ə');
    expect(base64UrlToText('YQ')).toBe('a');
    expect(base64UrlToText('YQ==')).toBeNull();
  });
});

describe('claims', () => {
  it('names the role of a RoleId, as a digit string or a number', () => {
    expect(roleNameOf('1')).toBe('Admin');
    expect(roleNameOf(2)).toBe('SuperAdmin');
    expect(roleNameOf('3')).toBe('User');
    expect(roleNameOf('9')).toBeNull();
    expect(roleNameOf(undefined)).toBeNull();
  });

  it('explains the spec claims always and ours when present', () => {
    expect(explainedClaims({ UserId: '1' })).toEqual(['UserId', 'FullName', 'RoleId', 'exp', 'iat', 'nbf']);
    expect(explainedClaims({ UserId: '1', sid: 's', aud: 'a' })).toEqual([
      'UserId',
      'FullName',
      'RoleId',
      'exp',
      'iat',
      'nbf',
      'sid',
      'aud',
    ]);
  });
});

describe('token times', () => {
  it('reads NumericDates and refuses what is not one', () => {
    expect(numericDate(1_700_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(numericDate('1700000000')).toBeNull();
    expect(numericDate(Number.NaN)).toBeNull();
    expect(numericDate(1e20)).toBeNull();
  });

  it('formats on Baku clock (GMT+4) in the app date format', () => {
    const date = new Date('2023-11-14T22:13:20Z');
    expect(formatBakuDateTime(date, 'az')).toBe('15.11.2023 02:13:20');
    expect(formatBakuDateTime(date, 'ru')).toBe('15.11.2023 02:13:20');
    expect(formatBakuDateTime(date, 'en')).toBe('15/11/2023 02:13:20');
  });

  it('tells valid, expired, not yet valid and no expiry apart', () => {
    const now = 1_700_000_000_000;
    expect(validityAt({ nbf: 1_699_999_000, exp: 1_700_003_600 }, now)).toEqual({
      state: 'valid',
      ms: 3_600_000,
    });
    expect(validityAt({ exp: 1_699_999_990 }, now)).toEqual({ state: 'expired', ms: 10_000 });
    expect(validityAt({ nbf: 1_700_000_005, exp: 1_700_003_600 }, now)).toEqual({
      state: 'notYet',
      ms: 5000,
    });
    expect(validityAt({ UserId: '1' }, now)).toEqual({ state: 'noExpiry' });
    expect(validityAt({ exp: 'tomorrow' }, now)).toEqual({ state: 'noExpiry' });
  });

  it('splits a span into days and a clock, rounding left time up and past time down', () => {
    expect(splitDuration(3_599_001, 'up')).toEqual({ days: 0, clock: '01:00:00' });
    expect(splitDuration(3_599_999, 'down')).toEqual({ days: 0, clock: '00:59:59' });
    expect(splitDuration(2 * 86_400_000 + 61_000, 'down')).toEqual({ days: 2, clock: '00:01:01' });
    expect(splitDuration(-5, 'up')).toEqual({ days: 0, clock: '00:00:00' });
  });
});
