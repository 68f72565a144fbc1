import {
  CONTACT_LIST_LIMIT,
  type Contact,
  type CreateContactInput,
  type ListQuery,
  type Page,
  type UpdateContactInput,
} from '@emlak/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { contacts } from '../../db/schema';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { normalizePhone } from '../../lib/phone';
import { phoneConditions, renumberFilterErrors, takeFilters } from '../../lib/phone-filter';
import { requireAuth, type AuthContext } from '../../plugins/access-policy';
import { recordChange } from '../audit/audit-recorder';
import {
  contactPhoneColumns,
  contactsRepository,
  type ContactRow,
  type ContactValues,
} from './contacts.repository';

const toContact = (row: ContactRow): Contact => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** SuperAdmin sees every organization's contacts; everyone else only their own organization's. */
const scopeOf = (auth: AuthContext): SQL | undefined =>
  auth.scope === 'all' ? undefined : eq(contacts.organizationId, auth.organizationId);

const phoneFields = ['phone1', 'phone2', 'phone3'] as const;
type PhoneField = (typeof phoneFields)[number];

const addError = (errors: FieldErrors, field: string, key: FieldErrors[string][number]['key']) => {
  (errors[field] ??= []).push({ key, params: { field } });
};

/**
 * The stored form of a contact: phones in E.164 (DOMAIN.md), empty optional fields as null. A
 * phone that is not a valid number, or one written twice in the same contact, is a field error.
 */
const valuesOf = (input: CreateContactInput | UpdateContactInput): ContactValues => {
  const errors: FieldErrors = {};
  const phones: Record<PhoneField, string | null> = { phone1: null, phone2: null, phone3: null };
  for (const field of phoneFields) {
    const written = input[field];
    if (!written) continue;
    const phone = normalizePhone(written);
    if (!phone) addError(errors, field, 'validation.invalidPhone');
    else if (Object.values(phones).includes(phone)) addError(errors, field, 'duplicate');
    else phones[field] = phone;
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { fields: errors });
  return { ownerName: input.ownerName, ...phones, phone1: phones.phone1!, email: input.email || null };
};

/** A phone belongs to one contact of an organization's book: a second one is a 409 naming the field. */
const assertPhonesFree = async (
  db: Executor,
  organizationId: number,
  values: ContactValues,
  exceptId: number | null,
  fieldOf: (field: PhoneField) => string = (field) => field,
) => {
  const phones = phoneFields.map((field) => values[field]).filter((phone) => phone !== null);
  const taken = await contactsRepository.takenPhones(db, organizationId, phones, exceptId);
  const fields: FieldErrors = {};
  for (const field of phoneFields) {
    const phone = values[field];
    if (phone && taken.has(phone)) fields[fieldOf(field)] = [{ key: 'duplicate' }];
  }
  if (Object.keys(fields).length > 0) throw new AppError('duplicate', { fields });
};

/**
 * Files a contact in an organization's book, checked and audited in one transaction. The owners
 * screen's "save to contacts" comes through here too, naming its own phone field.
 */
const insertContact = (
  db: Db,
  request: FastifyRequest,
  organizationId: number,
  values: ContactValues,
  fieldOf?: (field: PhoneField) => string,
): Promise<Contact> =>
  db.transaction(async (tx) => {
    await contactsRepository.lockBook(tx, organizationId);
    await assertPhonesFree(tx, organizationId, values, null, fieldOf);
    const row = await contactsRepository.insert(tx, {
      ...values,
      organizationId,
      createdByUserId: requireAuth(request).userId,
    });
    await recordChange(tx, request, {
      action: 'contact.created',
      entity: 'contact',
      entityId: row.id,
      organizationId,
      after: row,
    });
    return toContact(row);
  });

/** The organization a new contact goes to: the caller's own, or (SuperAdmin only) the one named. */
const targetOrganization = async (db: Executor, auth: AuthContext, requested: number | undefined) => {
  if (requested === undefined || requested === auth.organizationId) return auth.organizationId;
  if (auth.scope !== 'all') throw new AppError('forbidden');
  if (!(await contactsRepository.organizationExists(db, requested))) {
    throw new AppError('validation_failed', {
      fields: { organizationId: [{ key: 'validation.invalidValue', params: { field: 'organizationId' } }] },
    });
  }
  return requested;
};

export const contactsService = {
  list: async (db: Executor, auth: AuthContext): Promise<Contact[]> =>
    (await contactsRepository.list(db, scopeOf(auth), CONTACT_LIST_LIMIT)).map(toContact),

  /** The `phone` filter matches any of the three phones in any written form (lib/phone-filter.ts). */
  page: async (db: Executor, auth: AuthContext, query: ListQuery): Promise<Page<Contact>> => {
    const { taken, rest } = takeFilters(query, ['phone']);
    const phones = phoneConditions(taken, contactPhoneColumns);
    const page = await renumberFilterErrors(rest.indexes, () =>
      contactsRepository.page(db, rest.query, and(scopeOf(auth), ...phones)),
    );
    return { ...page, items: page.items.map(toContact) };
  },

  /** Another organization's contact is a 404: its existence is not the caller's business. */
  get: async (db: Executor, auth: AuthContext, id: number): Promise<Contact> => {
    const row = await contactsRepository.findById(db, id, scopeOf(auth));
    if (!row) throw new AppError('not_found');
    return toContact(row);
  },

  create: async (db: Db, request: FastifyRequest, input: CreateContactInput): Promise<Contact> => {
    const auth = requireAuth(request);
    const values = valuesOf(input);
    const organizationId = await targetOrganization(db, auth, input.organizationId);
    return insertContact(db, request, organizationId, values);
  },

  saveFromOwner: (db: Db, request: FastifyRequest, values: ContactValues): Promise<Contact> =>
    insertContact(db, request, requireAuth(request).organizationId, values, () => 'phone'),

  /** A full replacement at the version the client read; a stale version is a 409 stale_version. */
  update: async (
    db: Db,
    request: FastifyRequest,
    id: number,
    input: UpdateContactInput,
  ): Promise<Contact> => {
    const auth = requireAuth(request);
    const values = valuesOf(input);
    const found = await contactsRepository.findById(db, id, scopeOf(auth));
    if (!found) throw new AppError('not_found');
    return db.transaction(async (tx) => {
      await contactsRepository.lockBook(tx, found.organizationId);
      const before = await contactsRepository.findById(tx, id, scopeOf(auth), { forUpdate: true });
      if (!before) throw new AppError('not_found');
      if (before.version !== input.version) throw new AppError('stale_version');
      // An edit that changes nothing keeps the version (and writes no audit entry), as users do.
      if ((Object.keys(values) as (keyof ContactValues)[]).every((field) => values[field] === before[field]))
        return toContact(before);
      await assertPhonesFree(tx, before.organizationId, values, id);
      const after = await contactsRepository.update(tx, id, input.version, values);
      if (!after) throw new AppError('stale_version');
      await recordChange(tx, request, {
        action: 'contact.updated',
        entity: 'contact',
        entityId: id,
        organizationId: before.organizationId,
        before,
        after,
      });
      return toContact(after);
    });
  },

  remove: (db: Db, request: FastifyRequest, id: number): Promise<void> =>
    db.transaction(async (tx) => {
      const before = await contactsRepository.findById(tx, id, scopeOf(requireAuth(request)), {
        forUpdate: true,
      });
      if (!before) throw new AppError('not_found');
      await contactsRepository.delete(tx, id);
      await recordChange(tx, request, {
        action: 'contact.deleted',
        entity: 'contact',
        entityId: id,
        organizationId: before.organizationId,
        before,
      });
    }),
};
