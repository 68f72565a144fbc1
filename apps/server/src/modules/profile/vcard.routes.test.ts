import { Role } from '@emlak/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createOrganization, createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { endGracePeriod } from '../../../test/subscription-helpers';
import { api, bearer, loginAs } from '../auth/auth.test-support';
import { parseVcard, propertyOf } from './vcard.test-support';

describe('GET /users/profile/vcard', () => {
  let ctx: TestContext;
  const vcard = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: api('/users/profile/vcard'), headers });

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** An agent of a new agency, with the profile filled in through PUT /users/profile. */
  const agentWithProfile = async (profile: Record<string, string>) => {
    const organization = await createOrganization(ctx.db, { name: 'Şəhər Əmlak; Bakı' });
    const user = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.User });
    const headers = bearer((await loginAs(ctx, user)).accessToken);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: api('/users/profile'),
      headers,
      payload: { email: user.email, ...profile },
    });
    expect(put.statusCode).toBe(200);
    return { organization, user, headers };
  };

  it('answers the caller’s own card as a UTF-8 vCard attachment that reads back', async () => {
    const { user, headers } = await agentWithProfile({
      firstName: 'Aysel',
      lastName: 'Məmmədova',
      phone: '050 123 45 67',
      job: 'Baş agent, satış',
    });
    const res = await vcard(headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="aysel-memmedova.vcf"; filename*=UTF-8''Aysel%20M%C9%99mm%C9%99dova.vcf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The body as bytes decoded as UTF-8: what a phone receives.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(res.rawPayload);
    const card = parseVcard(text);
    expect(propertyOf(card, 'VERSION').value).toBe('3.0');
    expect(propertyOf(card, 'FN').value).toBe('Aysel Məmmədova');
    expect(propertyOf(card, 'N').components.slice(0, 2)).toEqual(['Məmmədova', 'Aysel']);
    expect(propertyOf(card, 'ORG').components).toEqual(['Şəhər Əmlak; Bakı']);
    expect(propertyOf(card, 'TITLE').value).toBe('Baş agent, satış');
    // Stored in E.164 whatever was typed: the card carries the stored form.
    expect(propertyOf(card, 'TEL')).toMatchObject({ params: ['TYPE=CELL'], value: '+994501234567' });
    expect(propertyOf(card, 'EMAIL').value).toBe(user.email);
  });

  it('stays open to an agency whose grace period has ended (it is the profile, not a business route)', async () => {
    const { organization, headers } = await agentWithProfile({ firstName: 'Rəşad', lastName: 'Əliyev' });
    await endGracePeriod(ctx.db, organization.id);
    const res = await vcard(headers);
    expect(res.statusCode).toBe(200);
    expect(propertyOf(parseVcard(res.body), 'FN').value).toBe('Rəşad Əliyev');
  });

  it('gives only the caller’s card: another user of the same agency gets their own', async () => {
    const { organization } = await agentWithProfile({ firstName: 'Aysel', lastName: 'Məmmədova' });
    const colleague = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.Admin });
    await ctx.db.update(users).set({ name: 'Kamran Hüseynov' }).where(eq(users.id, colleague.id));
    const res = await vcard(bearer((await loginAs(ctx, colleague)).accessToken));
    expect(res.statusCode).toBe(200);
    expect(propertyOf(parseVcard(res.body), 'FN').value).toBe('Kamran Hüseynov');
    expect(res.body).not.toContain('Məmmədova');
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: api('/users/profile/vcard') });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
