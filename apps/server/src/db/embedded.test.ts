import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseError, startEmbeddedDatabase } from './embedded';

const query = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
};

describe('embedded PostgreSQL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emlak-embedded-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts, keeps its data across a stop and a restart', async () => {
    const first = await startEmbeddedDatabase(dir, { database: 'app' });
    await query(first.url, 'create table kept (value text)');
    await query(first.url, "insert into kept values ('still here')");
    await first.stop();

    const second = await startEmbeddedDatabase(dir, { database: 'app' });
    try {
      expect(await query(second.url, 'select value from kept')).toEqual([{ value: 'still here' }]);
      // The planner's cost of a random read, as for data on SSD (docs/decisions.md).
      expect(await query(second.url, 'show random_page_cost')).toEqual([{ random_page_cost: '1.1' }]);
    } finally {
      await second.stop();
    }
  });

  it('refuses a second server on a data directory in use, with a clear message', async () => {
    const running = await startEmbeddedDatabase(dir, { database: 'app' });
    try {
      // Another process owns the directory: pretend to be it by writing its pid.
      writeFileSync(join(dir, 'server.pid'), String(process.ppid));
      await expect(startEmbeddedDatabase(dir, { database: 'app' })).rejects.toThrow(EmbeddedDatabaseError);
      await expect(startEmbeddedDatabase(dir, { database: 'app' })).rejects.toThrow(
        /already using the data directory/,
      );
      writeFileSync(join(dir, 'server.pid'), String(process.pid));
      expect(await query(running.url, 'select value from kept')).toEqual([{ value: 'still here' }]);
    } finally {
      await running.stop();
    }
  });
});
