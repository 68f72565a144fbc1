import { CONTACT_LIST_LIMIT } from '@emlak/contracts';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, organizations } from '../../db/schema';
import { defineListResource } from '../../lib/list-query';
import { tableRepository } from '../../lib/table-repository';

const contactColumns = {
  id: contacts.id,
  organizationId: contacts.organizationId,
  ownerName: contacts.ownerName,
  phone1: contacts.phone1,
  phone2: contacts.phone2,
  phone3: contacts.phone3,
  email: contacts.email,
  // The agency, for a SuperAdmin's list of every book: one primary-key lookup per row. Written out
  // because drizzle leaves columns unqualified in the select list of a query without joins.
  organizationName: sql<string>`(select o.name from organizations o where o.id = contacts.organization_id)`,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
  version: contacts.version,
};
/** The phones of a contact, in the order they are searched and shown. */
export const contactPhoneColumns = [contacts.phone1, contacts.phone2, contacts.phone3] as const;

/** `phone` filters are taken out before the engine sees them (lib/phone-filter.ts); it sorts by the first phone. */
export const contactList = defineListResource({
  fields: {
    id: { column: contacts.id, type: 'number', sortable: true },
    organizationId: { column: contacts.organizationId, type: 'number', sortable: true },
    ownerName: { column: contacts.ownerName, type: 'text', sortable: true },
    phone: { column: contacts.phone1, type: 'text', sortable: true },
    email: { column: contacts.email, type: 'text', sortable: true },
    createdAt: { column: contacts.createdAt, type: 'date', sortable: true },
    updatedAt: { column: contacts.updatedAt, type: 'date', sortable: true },
  },
  // The quick search: the name, the e-mail and the three phones in any written form.
  search: { text: [contacts.ownerName, contacts.email], phones: contactPhoneColumns },
  defaultSort: [{ field: 'ownerName', direction: 'asc' }],
  tieBreaker: contacts.id,
});

export type ContactValues = {
  ownerName: string;
  phone1: string;
  phone2: string | null;
  phone3: string | null;
  email: string | null;
};

/** Namespace of the advisory locks that make one organization's contact writes take turns. */
const CONTACT_BOOK_LOCK = 7_401;

export const contactsRepository = {
  ...tableRepository({
    table: contacts,
    id: contacts.id,
    columns: contactColumns,
    order: [sql`lower(${contacts.ownerName})`],
    // GET /contacts shows the first page of the book; the table endpoint pages through the rest.
    listLimit: CONTACT_LIST_LIMIT,
    list: contactList,
  }),

  organizationExists: async (db: Executor, organizationId: number) => {
    const [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    return row !== undefined;
  },

  /**
   * Until the transaction ends, no other request writes this organization's contacts: the
   * one-phone-one-contact rule is checked and kept without a race (contact writes are rare).
   */
  lockBook: async (db: Executor, organizationId: number) => {
    await db.execute(sql`select pg_advisory_xact_lock(${CONTACT_BOOK_LOCK}, ${organizationId})`);
  },

  /**
   * The phones another contact of the organization already has, in any of its three places, with
   * that contact's name.
   */
  takenPhones: async (db: Executor, organizationId: number, phones: string[], exceptId: number | null) => {
    const taken = new Map<string, string>();
    if (phones.length === 0) return taken;
    const list = sql.join(
      phones.map((phone) => sql`${phone}`),
      sql`, `,
    );
    const rows = await db
      .select({
        ownerName: contacts.ownerName,
        phone1: contacts.phone1,
        phone2: contacts.phone2,
        phone3: contacts.phone3,
      })
      .from(contacts)
      .where(
        and(
          eq(contacts.organizationId, organizationId),
          exceptId === null ? undefined : ne(contacts.id, exceptId),
          or(
            sql`${contacts.phone1} in (${list})`,
            sql`${contacts.phone2} in (${list})`,
            sql`${contacts.phone3} in (${list})`,
          ),
        ),
      );
    for (const row of rows) {
      for (const phone of [row.phone1, row.phone2, row.phone3])
        if (phone !== null) taken.set(phone, row.ownerName);
    }
    return taken;
  },

  insert: async (
    db: Executor,
    values: ContactValues & { organizationId: number; createdByUserId: number },
  ) => {
    const [row] = await db.insert(contacts).values(values).returning(contactColumns);
    return row!;
  },

  /** Null when the row is no longer at `version`: someone else changed it first. */
  update: async (db: Executor, id: number, version: number, values: ContactValues) => {
    const [row] = await db
      .update(contacts)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${contacts.version} + 1` })
      .where(and(eq(contacts.id, id), eq(contacts.version, version)))
      .returning(contactColumns);
    return row ?? null;
  },

  delete: async (db: Executor, id: number) => {
    await db.delete(contacts).where(eq(contacts.id, id));
  },
};

export type ContactRow = NonNullable<Awaited<ReturnType<typeof contactsRepository.findById>>>;
