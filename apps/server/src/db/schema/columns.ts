import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are stored in UTC with time zone; business dates are Asia/Baku (docs/domain.md). */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** Optimistic concurrency: an update must name the version it read, so none is lost silently. */
export const version = () => integer().notNull().default(1);
/** Money in AZN, exact: numeric, read as string, never summed as floating point. */
export const money = () => numeric({ precision: 14, scale: 2 });
