import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  inet,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { organizations, roles } from './organizations';
import { cities } from './reference';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    organizationId: integer()
      .notNull()
      .references(() => organizations.id),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    /** Login name; unique case-insensitively. */
    email: text().notNull(),
    name: text().notNull(),
    firstName: text(),
    lastName: text(),
    passwordHash: text().notNull(),
    colorCode: text(),
    phone: text(),
    cityId: integer().references(() => cities.id),
    status: text({ enum: ['active', 'locked'] })
      .notNull()
      .default('active'),
    address: text(),
    country: text(),
    fin: text(),
    job: text(),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /** The version of the terms accepted at termsAcceptedAt (TERMS_VERSION in contracts). */
    termsVersion: text(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId, t.id),
    index('users_role_idx').on(t.roleId),
    // The quick search (lib/list-query.ts): folded trigrams for names and e-mails, plain ones for
    // the digits of E.164 phones, and the city for "users of Baku", so that every arm of its OR
    // has an index and the OR stays a bitmap scan.
    index('users_name_trgm_idx').using('gin', sql`emlak_fold(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`emlak_fold(${t.email}) gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('users_city_idx').on(t.cityId),
  ],
);

/**
 * One row per signed-in device. One active session per user (docs/domain.md): a login from a
 * new device revokes the others with reason `other_device`.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text().notNull(),
    userAgent: text(),
    ip: inet(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry: refreshing never extends a session past this. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text({
      enum: ['logout', 'other_device', 'refresh_reuse', 'password_changed', 'user_locked', 'expired'],
    }),
  },
  (t) => [
    index('sessions_user_active_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
    // The foreign key's own index: deleting a user and "every session of the user" without the
    // revoked filter must not scan the table.
    index('sessions_user_idx').on(t.userId),
    // The purge's predicate (modules/auth/auth-purge.ts): when the session ended.
    index('sessions_ended_idx').on(sql`least(${t.revokedAt}, ${t.expiresAt})`),
  ],
);

/** Refresh tokens are opaque; only their SHA-256 is stored. Each is used once (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    usedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Sign-in and lock-screen password checks, for throttling and the audit trail. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text({ enum: ['login', 'verify'] }).notNull(),
    email: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    ip: inet(),
    /** The nonce of the device cookie the attempt presented (modules/auth/device-cookie.ts). */
    device: text(),
    success: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.kind, t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.kind, t.ip, t.createdAt),
    index('login_attempts_user_idx').on(t.userId),
    index('login_attempts_device_idx')
      .on(t.kind, t.device, t.createdAt)
      .where(sql`${t.device} is not null`),
    index('login_attempts_created_idx').on(t.createdAt),
  ],
);
