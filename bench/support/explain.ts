/**
 * The SQL a route really runs, explained: the real app in this process on a drizzle instance that
 * records every query, one request at a time through `inject`, then EXPLAIN (ANALYZE) of each
 * recorded query on the announcements with the same parameters. A change in the list engine or
 * the repository shows up here without the benchmark knowing either.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import * as schema from '../../apps/server/src/db/schema';
import { createTokenService } from '../../apps/server/src/modules/auth/auth.tokens';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
};

export type ExplainedQuery = {
  sql: string;
  params: unknown[];
  executionMs: number;
  planningMs: number;
  /** The plan's scans of announcements: "Index Scan using x", "Seq Scan", ... */
  announcementScans: string[];
  seqScanOnAnnouncements: boolean;
  text: string;
};

const walk = (node: PlanNode, visit: (node: PlanNode) => void) => {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
};

export type Explainer = {
  explain: (path: string, body: unknown) => Promise<{ status: number; queries: ExplainedQuery[] }>;
  close: () => Promise<void>;
};

export const createExplainer = async (options: {
  databaseUrl: string;
  jwtSecret: string;
  accessToken: string;
}): Promise<Explainer> => {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4 });
  const recorded: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => recorded.push({ query, params }) },
  });
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: options.databaseUrl }),
    jwtSecret: options.jwtSecret,
  };
  const app = await buildApp({
    config,
    db: { db, pool, close: () => pool.end() },
    tokens: createTokenService(options.jwtSecret),
    webDist: null,
  });

  const explainOne = async (query: string, params: unknown[]): Promise<ExplainedQuery> => {
    const [json] = (
      await pool.query<{
        'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }[];
      }>(`explain (analyze, buffers, format json) ${query}`, params)
    ).rows[0]!['QUERY PLAN'];
    const text = (await pool.query(`explain (analyze, costs off, buffers) ${query}`, params)).rows
      .map((row: Record<string, string>) => row['QUERY PLAN'])
      .join('\n');
    const scans: string[] = [];
    walk(json!.Plan, (node) => {
      if (node['Relation Name'] === 'announcements') {
        scans.push(
          node['Index Name'] ? `${node['Node Type']} using ${node['Index Name']}` : node['Node Type'],
        );
      }
    });
    return {
      sql: query,
      params,
      executionMs: Number(json!['Execution Time'].toFixed(2)),
      planningMs: Number(json!['Planning Time'].toFixed(2)),
      announcementScans: scans,
      seqScanOnAnnouncements: scans.includes('Seq Scan'),
      text,
    };
  };

  return {
    explain: async (path, body) => {
      recorded.length = 0;
      const response = await app.inject({
        method: 'POST',
        url: path,
        headers: { authorization: `Bearer ${options.accessToken}` },
        payload: body as Record<string, unknown>,
      });
      const reads = recorded.filter(
        ({ query }) => /^\s*select\b/i.test(query) && /\bannouncements\b/.test(query),
      );
      const queries: ExplainedQuery[] = [];
      for (const { query, params } of reads) queries.push(await explainOne(query, params));
      return { status: response.statusCode, queries };
    },
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
};

export type ExplainedRequest = { status: number; queries: ExplainedQuery[] };

/**
 * Sends each named body once to `path` through the real app, explains the queries it ran, prints
 * a line per request and writes every plan (SQL, parameters, EXPLAIN ANALYZE) to `plansFile`.
 */
export const explainRequests = async (options: {
  databaseUrl: string;
  jwtSecret: string;
  accessToken: string;
  path: string;
  requests: readonly { name: string; body: () => unknown }[];
  plansFile: string;
  print: (line: string) => void;
}): Promise<Record<string, ExplainedRequest>> => {
  const explainer = await createExplainer(options);
  const plans: Record<string, ExplainedRequest> = {};
  try {
    for (const request of options.requests) {
      const plan = await explainer.explain(options.path, request.body());
      plans[request.name] = plan;
      options.print(
        `  ${request.name}: ${plan.status}, ` +
          plan.queries.map((q) => `${q.executionMs} ms [${q.announcementScans.join(', ')}]`).join(' + '),
      );
    }
  } finally {
    await explainer.close();
  }
  const text = Object.entries(plans).map(([name, plan]) =>
    [
      `=== ${name} (${plan.status})`,
      ...plan.queries.map((q) => `--- ${q.sql}\n--- parameters: ${JSON.stringify(q.params)}\n${q.text}`),
    ].join('\n'),
  );
  mkdirSync(dirname(options.plansFile), { recursive: true });
  writeFileSync(options.plansFile, `${text.join('\n\n')}\n`);
  return plans;
};
