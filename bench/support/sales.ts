/**
 * Personal-list rows for the sell benchmark: each request sells a different listing, so the agent
 * gets `rows` fresh rows on unsold public listings spread over the table. `undo` removes them and
 * puts the listings back on the market, so that the next run finds the same million listings.
 */
import pg from 'pg';

export type Sales = { userAdIds: number[]; undo: () => Promise<void> };

export const prepareSales = async (
  databaseUrl: string,
  options: { agentEmail: string; rows: number },
): Promise<Sales> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const agent = await client.query<{ id: number; organization_id: number }>(
      'select id, organization_id from users where lower(email) = lower($1)',
      [options.agentEmail],
    );
    if (!agent.rows[0]) throw new Error(`No user ${options.agentEmail}.`);
    const { id: userId, organization_id: organizationId } = agent.rows[0];
    const inserted = await client.query<{ id: string; announcement_id: string }>(
      `insert into user_ads (user_id, organization_id, announcement_id, status)
       select $1, $2, a.id, 'added' from announcements a
       where not a.is_sold and a.organization_id is null and a.id % 97 = 13
         and not exists (select 1 from user_ads u where u.announcement_id = a.id)
       order by a.id limit $3
       returning id, announcement_id`,
      [userId, organizationId, options.rows],
    );
    const userAdIds = inserted.rows.map((row) => Number(row.id));
    const announcementIds = inserted.rows.map((row) => Number(row.announcement_id));
    return {
      userAdIds,
      undo: async () => {
        const undoClient = new pg.Client({ connectionString: databaseUrl });
        await undoClient.connect();
        try {
          await undoClient.query('begin');
          await undoClient.query('delete from user_ads where id = any($1::bigint[])', [userAdIds]);
          await undoClient.query(
            'update announcements set is_sold = false, sold_at = null where id = any($1::bigint[]) and is_sold',
            [announcementIds],
          );
          await undoClient.query('commit');
        } finally {
          await undoClient.end();
        }
      },
    };
  } finally {
    await client.end();
  }
};
