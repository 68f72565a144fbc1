import type { Profile, UpdateProfileInput } from '@emlak/contracts';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { normalizePhone } from '../../lib/phone';
import type { AuthContext } from '../../plugins/access-policy';
import type { ClientContext } from '../auth/client-context';
import {
  findProfile,
  insertAudit,
  isEmailTaken,
  updateProfile,
  type ProfileChanges,
  type ProfileRow,
} from './profile.repository';

const toProfile = (row: NonNullable<ProfileRow>): Profile => ({
  ...row,
  termsAcceptedAt: row.termsAcceptedAt ? row.termsAcceptedAt.toISOString() : null,
});

const duplicateEmail = () => new AppError('duplicate', { fields: { email: [{ key: 'duplicate' }] } });

/** Stored in E.164 like every phone (DOMAIN.md); a text that is not a phone is a field error. */
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

export const createProfileService = ({ db }: { db: Db }) => ({
  get: async (auth: AuthContext): Promise<Profile> => {
    const row = await findProfile(db, auth.userId);
    if (!row) throw new AppError('not_found');
    return toProfile(row);
  },

  update: async (auth: AuthContext, input: UpdateProfileInput, client: ClientContext): Promise<Profile> => {
    try {
      return await db.transaction(async (tx) => {
        const before = await findProfile(tx, auth.userId, { forUpdate: true });
        if (!before) throw new AppError('not_found');
        const wanted = requested(input);
        const changed = Object.fromEntries(
          Object.entries(wanted).filter(([field, value]) => before[field as keyof ProfileChanges] !== value),
        ) as ProfileChanges;
        if (Object.keys(changed).length === 0) return toProfile(before);
        if (changed.email !== undefined && (await isEmailTaken(tx, changed.email, auth.userId))) {
          throw duplicateEmail();
        }
        await updateProfile(tx, auth.userId, changed);
        await insertAudit(tx, {
          organizationId: auth.organizationId,
          actorUserId: auth.userId,
          action: 'profile.updated',
          entity: 'user',
          entityId: String(auth.userId),
          changes: Object.fromEntries(
            Object.entries(changed).map(([field, after]) => [
              field,
              { before: before[field as keyof ProfileChanges], after },
            ]),
          ),
          ip: client.ip,
          requestId: client.requestId,
        });
        return toProfile({ ...before, ...changed });
      });
    } catch (error) {
      // The unique index on lower(email) still catches two users taking one e-mail at once.
      if (isUniqueViolation(error)) throw duplicateEmail();
      throw error;
    }
  },
});
