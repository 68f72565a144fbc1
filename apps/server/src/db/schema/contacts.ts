import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { organizations } from './organizations';
import { users } from './users';

/** An organization's contact book. Phones are stored normalized to E.164 (+994...). */
export const contacts = pgTable(
  'contacts',
  {
    id: serial().primaryKey(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    ownerName: text().notNull(),
    phone1: text().notNull(),
    phone2: text(),
    phone3: text(),
    email: text(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('contacts_organization_idx').on(t.organizationId, t.id),
    index('contacts_created_by_idx').on(t.createdByUserId),
    index('contacts_phone1_idx').on(t.organizationId, t.phone1),
    index('contacts_owner_name_idx').on(t.organizationId, sql`lower(${t.ownerName})`),
    // The quick search (lib/list-query.ts) across all agencies' books, as a SuperAdmin sees them:
    // folded trigrams for the name and e-mail, plain ones for the digits of the E.164 phones.
    index('contacts_owner_name_trgm_idx').using('gin', sql`emlak_fold(${t.ownerName}) gin_trgm_ops`),
    index('contacts_email_trgm_idx').using('gin', sql`emlak_fold(${t.email}) gin_trgm_ops`),
    index('contacts_phone1_trgm_idx').using('gin', sql`${t.phone1} gin_trgm_ops`),
    index('contacts_phone2_trgm_idx').using('gin', sql`${t.phone2} gin_trgm_ops`),
    index('contacts_phone3_trgm_idx').using('gin', sql`${t.phone3} gin_trgm_ops`),
  ],
);
