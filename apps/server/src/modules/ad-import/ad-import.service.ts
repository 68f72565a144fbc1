import { formatMessage, IMPORT_ERRORS_SHOWN, type ImportReport } from '@emlak/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, forbidden } from '../../lib/app-error';
import { pgCodeOf } from '../../lib/pg-errors';
import { recordEvent } from '../audit/audit-recorder';
import { adImportRepository as repository, type ImportTarget } from './ad-import.repository';
import { loadImportPlaces } from './import-places';
import {
  prepareRow,
  type ImportValues,
  type PreparedRow,
  type RowError,
  type UpdatedColumn,
} from './import-row';
import { readImportRows, type ImportFormat } from './import-sources';

/** Rows written per INSERT ... ON CONFLICT statement. */
export const IMPORT_BATCH_ROWS = 500;

export type ImportInput = {
  format: ImportFormat;
  body: AsyncIterable<Buffer | string>;
  /** The largest body read, in bytes; past it the import is refused with 413. */
  limit: number;
  /** SuperAdmin: an agency to import for; absent, public market listings. Admin: the own one. */
  organizationId?: number;
  /** Aborted: the import stops and rolls back (its time is up). */
  signal?: AbortSignal;
};

/**
 * Whose listings an import writes. A SuperAdmin imports public market listings (no organization,
 * no author: they are the market's) or names an agency; an Admin imports the own organization's,
 * as its author. Another organization is 403, as for contacts (docs/import.md).
 */
const targetOf = async (db: Executor, actor: Actor, requested: number | undefined): Promise<ImportTarget> => {
  if (actor.scope !== 'all') {
    if (requested !== undefined && requested !== actor.organizationId) throw forbidden();
    return { organizationId: actor.organizationId, createdByUserId: actor.userId };
  }
  if (requested === undefined) return { organizationId: null, createdByUserId: null };
  if (!(await repository.organizationExists(db, requested))) {
    throw new AppError('validation_failed', {
      fields: { organizationId: [{ key: 'validation.invalidValue', params: { field: 'organizationId' } }] },
    });
  }
  return { organizationId: requested, createdByUserId: actor.userId };
};

type Pending = { row: number; values: ImportValues; updates: readonly UpdatedColumn[] };

/** The report being built: counts over every row, the first IMPORT_ERRORS_SHOWN errors in row order. */
const createReport = (actor: Actor) => {
  const report: ImportReport = {
    processed: 0,
    inserted: 0,
    updated: 0,
    failed: 0,
    errors: [],
    errorsTruncated: false,
  };
  return {
    report,
    /** One row's problems; the row counts once as failed. */
    fail: (row: number, problems: readonly RowError[]) => {
      report.failed++;
      for (const problem of problems) {
        if (report.errors.length >= IMPORT_ERRORS_SHOWN) {
          report.errorsTruncated = true;
          return;
        }
        report.errors.push({
          row,
          field: problem.field,
          message: formatMessage(actor.language, problem.key, problem.params),
        });
      }
    },
  };
};

const baseUrlError = (key: 'validation.baseUrlTaken' | 'already_sold'): RowError => ({
  field: 'baseUrl',
  key,
  params: { field: 'baseUrl' },
});

/**
 * Imports a file of listings (docs/import.md) while it arrives: rows are read one by one,
 * checked with the rules of posting, and upserted by `baseUrl` in batches; a bad row is reported
 * and skipped, the others are written. The whole import is one transaction: a file that turns out
 * unreadable half-way (cut, not UTF-8, too large) or a client that goes away leaves nothing
 * behind, so a report is only ever sent for what was committed.
 */
const importFile = async (db: Db, actor: Actor, input: ImportInput): Promise<ImportReport> => {
  const target = await targetOf(db, actor, input.organizationId);
  const places = await loadImportPlaces(db);
  const now = new Date();
  const { report, fail } = createReport(actor);
  // Without statistics (a fresh database) PostgreSQL plans the duplicate trigger's lookup
  // (migration 0007) along the property-type index instead of the phone's, and every row then
  // reads all the rows before it: 100,000 rows would take hours. Statistics taken once the first
  // batch is written make it look up by phone, as it does on a database in use.
  let analyzeAfterFirstBatch = !(await repository.hasStatistics(db));

  try {
    return await db.transaction(async (tx) => {
      if (!(await repository.tryLock(tx, target.organizationId))) {
        throw new AppError('conflict', { message: { key: 'validation.importRunning' } });
      }

      // Rows of the batch being filled, by baseUrl (a baseUrl twice in a batch would be one
      // row updated twice by one statement: the batch is written before the second comes in),
      // and the errors of its rows, reported in row order once the batch is written.
      let batch = new Map<string, Pending>();
      let batchErrors: { row: number; problems: RowError[] }[] = [];

      const flush = async () => {
        const rows = [...batch.values()];
        const errors = batchErrors;
        batch = new Map();
        batchErrors = [];
        // Rows that rewrite the same columns go in one statement (in a CSV file that is all of
        // them; JSON objects may differ in their keys, and a createdAt may be given or not).
        const groups = new Map<string, Pending[]>();
        for (const pending of rows) {
          const key = pending.updates.join(',');
          const group = groups.get(key);
          if (group) group.push(pending);
          else groups.set(key, [pending]);
        }
        const outcome = new Map<string, 'inserted' | 'updated'>();
        for (const group of groups.values()) {
          const written = await repository.upsert(
            tx,
            group.map((pending) => pending.values),
            target,
            group[0]!.updates,
          );
          for (const [baseUrl, result] of written) outcome.set(baseUrl, result);
        }
        const refused = rows.filter((pending) => !outcome.has(pending.values.baseUrl));
        const holders = await repository.holders(
          tx,
          refused.map((pending) => pending.values.baseUrl),
        );
        for (const pending of refused) {
          const holder = holders.get(pending.values.baseUrl);
          const mine = holder && holder.organizationId === target.organizationId;
          errors.push({
            row: pending.row,
            problems: [baseUrlError(mine && holder.isSold ? 'already_sold' : 'validation.baseUrlTaken')],
          });
        }
        for (const [, result] of outcome) report[result]++;
        if (analyzeAfterFirstBatch && outcome.size > 0) {
          await repository.analyze(tx);
          analyzeAfterFirstBatch = false;
        }
        errors.sort((a, b) => a.row - b.row);
        for (const { row, problems } of errors) fail(row, problems);
      };

      for await (const source of readImportRows(input.format, input.body, input.limit)) {
        input.signal?.throwIfAborted();
        report.processed++;
        const prepared: PreparedRow =
          'error' in source
            ? { ok: false, errors: [source.error] }
            : prepareRow(source.record, places, { ...source.options, now });
        if (!prepared.ok) {
          batchErrors.push({ row: source.row, problems: prepared.errors });
          continue;
        }
        if (batch.has(prepared.values.baseUrl)) await flush();
        batch.set(prepared.values.baseUrl, {
          row: source.row,
          values: prepared.values,
          updates: prepared.updates,
        });
        if (batch.size >= IMPORT_BATCH_ROWS) await flush();
      }
      await flush();
      input.signal?.throwIfAborted();

      await recordEvent(tx, actor, {
        action: 'announcement.imported',
        entity: 'announcementImport',
        entityId: actor.requestId,
        organizationId: target.organizationId,
        actorUserId: actor.userId,
        details: {
          format: input.format,
          organizationId: target.organizationId,
          processed: report.processed,
          inserted: report.inserted,
          updated: report.updated,
          failed: report.failed,
        },
      });
      return report;
    });
  } catch (error) {
    // Two imports of different organizations may meet on the same source addresses.
    if (pgCodeOf(error) === '40P01') {
      throw new AppError('conflict', { message: { key: 'validation.importRunning' } });
    }
    throw error;
  }
};

/**
 * How many imports one server runs at once: a third of its database pool, at least one. Each
 * import holds a connection for its whole file (one transaction, up to IMPORT_TIME_LIMIT_MS), and
 * the advisory lock allows one per organization, so agencies importing together could otherwise
 * take every connection and leave the other requests to wait for one and get 503s
 * (docs/decisions.md "Ten database connections").
 */
export const importsAtOnceFor = (dbPoolSize: number) => Math.max(1, Math.floor(dbPoolSize / 3));

/** When the server is busy with imports, the client is told to come back in a minute. */
const BUSY_RETRY_AFTER_SECONDS = 60;

export const createAdImportService = (db: Db, options: { importsAtOnce: number }) => {
  let running = 0;
  return {
    import: async (actor: Actor, input: ImportInput): Promise<ImportReport> => {
      if (running >= options.importsAtOnce) {
        throw new AppError('throttled', {
          message: { key: 'validation.importsBusy' },
          headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
        });
      }
      running += 1;
      try {
        return await importFile(db, actor, input);
      } finally {
        running -= 1;
      }
    },
  };
};

export type AdImportService = ReturnType<typeof createAdImportService>;
