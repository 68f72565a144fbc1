import type { Profile, QueryMeter, UpdateProfileInput } from '@emlak/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, fieldError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { normalizePhone } from '../../lib/phone';
import { recordChange } from '../audit/audit-recorder';
import { checkOwnPassword, confirmOwnPassword, type OwnPasswordCheck } from '../auth/own-password';
import { readQueryMeter } from '../request-limits/request-meter';
import {
  findProfile,
  isEmailTaken,
  updateProfile,
  type ProfileChanges,
  type ProfileRow,
} from './profile.repository';

type ProfileFields = Omit<Profile, keyof QueryMeter>;

const toProfile = (row: NonNullable<ProfileRow>): ProfileFields => ({
  ...row,
  termsAcceptedAt: row.termsAcceptedAt ? row.termsAcceptedAt.toISOString() : null,
});

/**
 * A taken e-mail is refused with a plain field error, never the 409 `duplicate` that other
 * records answer: see docs/decisions.md "Sign-in and sessions" (e-mail change).
 */
const emailUnavailable = () => fieldError('email', 'validation.emailUnavailable');

/** Stored in E.164 like every phone (docs/domain.md); a text that is not a phone is a field error. */
const phoneOf = (value: string | null | undefined) => {
  if (value === undefined || value === null) return value;
  const phone = normalizePhone(value);
  if (!phone) throw fieldError('phone', 'validation.invalidPhone');
  return phone;
};

/** Omitted optional fields stay as they are; an empty text clears the field. */
const optional = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

const requested = (input: UpdateProfileInput): ProfileChanges => {
  const fin = optional(input.fin);
  const wanted: ProfileChanges = {
    firstName: input.firstName,
    lastName: input.lastName,
    name: `${input.firstName} ${input.lastName}`,
    email: input.email.trim(),
    phone: phoneOf(optional(input.phone)),
    address: optional(input.address),
    country: optional(input.country),
    fin: fin ? fin.toUpperCase() : fin,
    job: optional(input.job),
  };
  return Object.fromEntries(Object.entries(wanted).filter(([, value]) => value !== undefined));
};

const isEmailChange = (before: NonNullable<ProfileRow>, wanted: ProfileChanges) =>
  wanted.email !== undefined && wanted.email.toLowerCase() !== before.email.toLowerCase();

export const createProfileService = (db: Db) => {
  /**
   * The e-mail is the sign-in name: changing it takes the current password, checked under the
   * lock screen's throttle. Whether another account has the address is asked only after the
   * right password, and a refusal leaves the attempt counted as a failure, so that a session
   * cannot be used to probe more than a few addresses.
   */
  const authorizeEmailChange = async (
    actor: Actor,
    email: string,
    currentPassword: string | undefined,
  ): Promise<OwnPasswordCheck> => {
    if (!currentPassword) throw fieldError('currentPassword', 'validation.required');
    const check = await checkOwnPassword(db, actor, currentPassword);
    if (!check) throw fieldError('currentPassword', 'wrong_password');
    if (await isEmailTaken(db, email, actor.userId)) throw emailUnavailable();
    return check;
  };

  /** The profile with the caller's request meter (queryLimit, queriesUsed), read alongside it. */
  const withMeter = async (actor: Actor, profile: ProfileFields): Promise<Profile> => ({
    ...profile,
    ...(await readQueryMeter(db, actor)),
  });

  return {
    get: async (actor: Actor): Promise<Profile> => {
      const [row, meter] = await Promise.all([findProfile(db, actor.userId), readQueryMeter(db, actor)]);
      if (!row) throw new AppError('not_found');
      return { ...toProfile(row), ...meter };
    },

    update: async (actor: Actor, input: UpdateProfileInput): Promise<Profile> => {
      const wanted = requested(input);
      const current = await findProfile(db, actor.userId);
      if (!current) throw new AppError('not_found');
      // Checked before the transaction: the row lock is never held during the password hash.
      const passwordCheck = isEmailChange(current, wanted)
        ? await authorizeEmailChange(actor, wanted.email!, input.currentPassword)
        : null;
      let profile: ProfileFields;
      try {
        profile = await db.transaction(async (tx) => {
          const before = await findProfile(tx, actor.userId, { forUpdate: true });
          if (!before) throw new AppError('not_found');
          // The e-mail the password was given for, or none: a concurrent change in between
          // must not slip an unauthorized address through.
          if (isEmailChange(before, wanted) && !passwordCheck) throw new AppError('conflict');
          const changed = Object.fromEntries(
            Object.entries(wanted).filter(
              ([field, value]) => before[field as keyof ProfileChanges] !== value,
            ),
          ) as ProfileChanges;
          if (Object.keys(changed).length === 0) return toProfile(before);
          await updateProfile(tx, actor.userId, changed);
          await recordChange(tx, actor, {
            action: 'profile.updated',
            entity: 'user',
            entityId: actor.userId,
            organizationId: actor.organizationId,
            before: Object.fromEntries(
              Object.keys(changed).map((field) => [field, before[field as keyof ProfileChanges]]),
            ),
            after: changed,
          });
          return toProfile({ ...before, ...changed });
        });
      } catch (error) {
        // The unique index on lower(email) still catches two users taking one e-mail at once.
        if (isUniqueViolation(error)) throw emailUnavailable();
        throw error;
      }
      if (passwordCheck) await confirmOwnPassword(db, passwordCheck);
      return withMeter(actor, profile);
    },
  };
};
