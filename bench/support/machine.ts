import { cpus, freemem, loadavg, totalmem } from 'node:os';
import type pg from 'pg';

const gigabytes = (bytes: number) => Number((bytes / 1024 ** 3).toFixed(1));

/** What a result was measured on, so that two results can be compared or told apart. */
export const describeMachine = async (pool: pg.Pool) => {
  const { rows } = await pool.query<{ version: string; name: string; setting: string }>(
    `select version(), name, current_setting(name) as setting from pg_settings
     where name in ('shared_buffers', 'work_mem', 'effective_cache_size', 'max_connections', 'jit')
     order by name`,
  );
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGB: gigabytes(totalmem()),
    freeMemoryGB: gigabytes(freemem()),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    postgres: rows[0]?.version.split(' on ')[0] ?? 'unknown',
    postgresSettings: Object.fromEntries(rows.map((row) => [row.name, row.setting])),
  };
};

/** The machine's 1, 5 and 15 minute load averages, rounded. */
export const loadAverage = () => loadavg().map((value) => Number(value.toFixed(2)));

/** The machine as a list benchmark's results record it (describeMachine plus the load averages). */
export type RunMachine = {
  cpus: number;
  cpuModel: string;
  memoryGB: number;
  node: string;
  postgres: string;
  loadAverage: { atStart: number[]; beforeRuns: number[]; atEnd: number[] };
};

/** The million-listing database a list benchmark ran on. */
export type RunDatabase = { embedded: boolean; announcements: number; generatedThisRun: boolean };
