import { z } from 'zod';
import { emailSchema, hasControlCharacters, text } from './primitives';

/** Account passwords: long enough to resist guessing, short enough to bound hashing cost. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const passwordSchema = text()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), { message: 'validation.passwordWeak' });

export const loginSchema = z.strictObject({
  userName: text().trim().min(1).max(254),
  password: text().min(1).max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * What the login form checks before sending: the sign-in name is the account's e-mail address, so
 * 'not-an-email' is refused at once. The server keeps the lenient loginSchema: a name that is no
 * e-mail matches no account and answers 401 like any unknown name, so refusing it there adds nothing.
 */
export const loginFormSchema = loginSchema.extend({
  userName: text().trim().min(1).max(254).pipe(emailSchema),
});

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshTokenSchema = z.strictObject({
  refreshToken: text().min(1).max(512),
  /** The expired access token; accepted for the spec's payload shape, not trusted. */
  token: text().max(4096).optional(),
});

export const changePasswordSchema = z
  .strictObject({
    currentPassword: text().min(1).max(PASSWORD_MAX),
    newPassword: passwordSchema,
    confirmPassword: text().min(1).max(PASSWORD_MAX),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDoNotMatch',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The lock screen's password rules (spec section 5). An empty one is only "required", not also "too short". */
export const lockPasswordSchema = z
  .string({ message: 'validation.lockPasswordRequired' })
  .refine((value) => !hasControlCharacters(value), { message: 'validation.controlCharacter' })
  .min(1, { message: 'validation.lockPasswordRequired', abort: true })
  .min(3, { message: 'validation.lockPasswordMin' })
  .max(50, { message: 'validation.lockPasswordMax' });
export const verifyPasswordSchema = z.strictObject({ password: lockPasswordSchema });

export const acceptTermsSchema = z.strictObject({ accepted: z.boolean() });

/**
 * The version of the terms and conditions the web app shows (features/terms). Accepting records
 * it with the date; a user whose accepted version differs is asked again after sign-in. Change it
 * together with the text, never for a typo fix that changes no obligation.
 */
export const TERMS_VERSION = '2026-11-01';

/** Claims of the access token (spec section 3; docs/domain.md "Authentication and sessions"). */
export type AccessTokenClaims = {
  UserId: string;
  FullName: string;
  RoleId: string;
  sid: string;
  exp: number;
  iat: number;
  nbf: number;
};

/** Fields the web client adds to every POST, PUT and PATCH body; the server strips them. */
export const clientMetaFields = ['deviceId', 'userAgent', 'platform', 'language'] as const;
