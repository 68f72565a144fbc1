import { z } from 'zod';
import { phoneSchema } from '../phone';
import { PASSWORD_MAX } from './auth';
import { emailSchema, text } from './primitives';

/**
 * What the profile form sends. Apart from the read side in profile.ts because the phone rule brings
 * libphonenumber's metadata (some 25 KB compressed), which every signed-in screen would otherwise
 * download through the terms check of the app shell.
 */

/** The FIN as written on the ID card (seven letters and digits), or empty. Stored upper case. */
const FIN_PATTERN = /^([0-9A-Za-z]{7})?$/;

const optionalText = (max: number) => text().trim().max(max).nullable().optional();

/**
 * FIN: the 7-character personal identification code of an Azerbaijani ID card. `currentPassword`
 * is required when `email` changes (the sign-in name): a session left open must not be enough to
 * take the account over.
 */
export const updateProfileSchema = z.strictObject({
  firstName: text().trim().min(1).max(100),
  lastName: text().trim().min(1).max(100),
  email: emailSchema,
  phone: phoneSchema.nullable().optional(),
  address: optionalText(300),
  country: optionalText(100),
  // Empty clears the code, like every optional text of the form.
  fin: text().trim().regex(FIN_PATTERN).nullable().optional(),
  job: optionalText(100),
  currentPassword: text().min(1).max(PASSWORD_MAX).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** Whether saving `email` changes the sign-in name (and so needs the current password). */
export const isEmailChanged = (email: string, storedEmail: string) =>
  email.trim().toLowerCase() !== storedEmail.trim().toLowerCase();

/**
 * The profile form's rules: updateProfileSchema, with the current password (empty while hidden)
 * required as soon as the e-mail differs from the stored one, as the server asks for it then. The
 * issue is a string's `too_small`, so the forms show it as the field's "required". The form sends
 * the password only with a changed e-mail.
 */
export const profileFormSchema = (storedEmail: string) =>
  updateProfileSchema
    .extend({ currentPassword: text().max(PASSWORD_MAX).optional() })
    .superRefine((value, context) => {
      if (!isEmailChanged(value.email, storedEmail) || value.currentPassword) return;
      context.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: 1,
        inclusive: true,
        input: value.currentPassword ?? '',
        path: ['currentPassword'],
      });
    });
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;
