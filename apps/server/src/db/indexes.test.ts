import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';

/**
 * A foreign key without an index on its column makes every delete of the referenced row (and
 * every "rows of this user" lookup) scan the referencing table. Foreign keys to users are the ones
 * a user deletion and the audit screens walk.
 */
describe('foreign key indexes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('gives every foreign key to users an index that starts with its column', async () => {
    const { rows } = await ctx.database.pool.query<{ table: string; column: string }>(`
      select c.conrelid::regclass::text as table, a.attname as column
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'users'::regclass
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1] and i.indpred is null
        )
      order by 1, 2`);
    expect(rows).toEqual([]);
  });

  it('has the audit log index for one actor’s entries, newest first', async () => {
    const result = await ctx.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname = 'audit_log_actor_idx'`,
    );
    expect(result.rows[0]?.indexdef).toMatch(/\(actor_user_id, created_at DESC/);
  });
});
