import type { Contact, CreateContactInput, ListQuery, Page, UpdateContactInput } from '@emlak/contracts';
import { and } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { contacts } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, forbidden, notFound, type FieldErrors } from '../../lib/app-error';
import { organizationScope } from '../../lib/organization-scope';
import { normalizePhone } from '../../lib/phone';
import { phoneConditions, renumberFilterErrors, takeFilters } from '../../lib/phone-filter';
import { recordChange } from '../audit/audit-recorder';
import {
  contactPhoneColumns,
  contactsRepository as repository,
  type ContactRow,
  type ContactValues,
} from './contacts.repository';

const ENTITY = 'contact';

const toContact = (row: ContactRow): Contact => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const phoneFields = ['phone1', 'phone2', 'phone3'] as const;
type PhoneField = (typeof phoneFields)[number];

const addError = (errors: FieldErrors, field: string, key: FieldErrors[string][number]['key']) => {
  (errors[field] ??= []).push({ key, params: { field } });
};

/**
 * The stored form of a contact: phones in E.164 (docs/domain.md), empty optional fields as null. A
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

/**
 * A phone belongs to one contact of an organization's book: a second one is a 409 naming the field
 * and the contact that has it. The name is the caller's to see: the book is their organization's
 * (or a SuperAdmin's, who sees every book).
 */
const assertPhonesFree = async (
  db: Executor,
  organizationId: number,
  values: ContactValues,
  exceptId: number | null,
  fieldOf: (field: PhoneField) => string = (field) => field,
) => {
  const phones = phoneFields.map((field) => values[field]).filter((phone) => phone !== null);
  const taken = await repository.takenPhones(db, organizationId, phones, exceptId);
  const fields: FieldErrors = {};
  for (const field of phoneFields) {
    const owner = values[field] && taken.get(values[field]);
    if (owner) {
      fields[fieldOf(field)] = [
        { key: 'validation.phoneTaken', params: { field: fieldOf(field), name: owner } },
      ];
    }
  }
  const [first] = Object.values(fields).flat();
  if (first) throw new AppError('duplicate', { fields, message: first });
};

/** The organization a new contact goes to: the actor's own, or (SuperAdmin only) the one named. */
const targetOrganization = async (db: Executor, actor: Actor, requested: number | undefined) => {
  if (requested === undefined || requested === actor.organizationId) return actor.organizationId;
  if (actor.scope !== 'all') throw forbidden();
  if (!(await repository.organizationExists(db, requested))) {
    throw new AppError('validation_failed', {
      fields: { organizationId: [{ key: 'validation.invalidValue', params: { field: 'organizationId' } }] },
    });
  }
  return requested;
};

export const createContactsService = (db: Db) => {
  /**
   * Files a contact in an organization's book, checked and audited in one transaction. The
   * owners screen's "save to contacts" comes through here too, naming its own phone field.
   */
  const insert = (
    actor: Actor,
    organizationId: number,
    values: ContactValues,
    fieldOf?: (field: PhoneField) => string,
  ): Promise<Contact> =>
    db.transaction(async (tx) => {
      await repository.lockBook(tx, organizationId);
      await assertPhonesFree(tx, organizationId, values, null, fieldOf);
      const row = await repository.insert(tx, { ...values, organizationId, createdByUserId: actor.userId });
      await recordChange(tx, actor, {
        action: 'contact.created',
        entity: ENTITY,
        entityId: row.id,
        organizationId,
        after: row,
      });
      return toContact(row);
    });

  return {
    list: async (actor: Actor): Promise<Contact[]> =>
      (await repository.list(db, organizationScope(actor, contacts.organizationId))).map(toContact),

    /** The `phone` filter matches any of the three phones in any written form (lib/phone-filter.ts). */
    page: async (actor: Actor, query: ListQuery): Promise<Page<Contact>> => {
      const { taken, rest } = takeFilters(query, ['phone']);
      const phones = phoneConditions(taken, contactPhoneColumns);
      const page = await renumberFilterErrors(rest.indexes, () =>
        repository.page(
          db,
          rest.query,
          actor.language,
          and(organizationScope(actor, contacts.organizationId), ...phones),
        ),
      );
      return { ...page, items: page.items.map(toContact) };
    },

    /** Another organization's contact is a 404: its existence is not the actor's business. */
    get: async (actor: Actor, id: number): Promise<Contact> => {
      const row = await repository.findById(db, id, organizationScope(actor, contacts.organizationId));
      if (!row) throw notFound();
      return toContact(row);
    },

    create: async (actor: Actor, input: CreateContactInput): Promise<Contact> => {
      const values = valuesOf(input);
      const organizationId = await targetOrganization(db, actor, input.organizationId);
      return insert(actor, organizationId, values);
    },

    /** An owner's phone filed in the actor's own book; a taken phone is named `phone`. */
    saveFromOwner: (actor: Actor, values: ContactValues): Promise<Contact> =>
      insert(actor, actor.organizationId, values, () => 'phone'),

    /** A full replacement at the version the client read; a stale version is a 409 stale_version. */
    update: async (actor: Actor, id: number, input: UpdateContactInput): Promise<Contact> => {
      const values = valuesOf(input);
      const found = await repository.findById(db, id, organizationScope(actor, contacts.organizationId));
      if (!found) throw notFound();
      return db.transaction(async (tx) => {
        await repository.lockBook(tx, found.organizationId);
        const before = await repository.findForUpdate(
          tx,
          id,
          organizationScope(actor, contacts.organizationId),
        );
        if (!before) throw notFound();
        if (before.version !== input.version) throw new AppError('stale_version');
        // An edit that changes nothing keeps the version (and writes no audit entry), as users do.
        if (
          (Object.keys(values) as (keyof ContactValues)[]).every((field) => values[field] === before[field])
        )
          return toContact(before);
        await assertPhonesFree(tx, before.organizationId, values, id);
        const after = await repository.update(tx, id, input.version, values);
        if (!after) throw new AppError('stale_version');
        await recordChange(tx, actor, {
          action: 'contact.updated',
          entity: ENTITY,
          entityId: id,
          organizationId: before.organizationId,
          before,
          after,
        });
        return toContact(after);
      });
    },

    delete: (actor: Actor, id: number): Promise<void> =>
      db.transaction(async (tx) => {
        const before = await repository.findForUpdate(
          tx,
          id,
          organizationScope(actor, contacts.organizationId),
        );
        if (!before) throw notFound();
        await repository.delete(tx, id);
        await recordChange(tx, actor, {
          action: 'contact.deleted',
          entity: ENTITY,
          entityId: id,
          organizationId: before.organizationId,
          before,
        });
      }),
  };
};

export type ContactsService = ReturnType<typeof createContactsService>;
