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
  /** The plan's scans of every watched table (`tables`): "Index Scan using x on user_ads", ... */
  scans: string[];
  /** The watched tables the plan reads sequentially. */
  seqScans: string[];
  text: string;
};

/** How a request is sent: POST with the default token unless told otherwise. */
export type ExplainRequestOptions = { method?: 'GET' | 'POST'; accessToken?: string };

const walk = (node: PlanNode, visit: (node: PlanNode) => void) => {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
};

export type Explainer = {
  explain: (
    path: string,
    body: unknown,
    request?: ExplainRequestOptions,
  ) => Promise<{ status: number; queries: ExplainedQuery[] }>;
  close: () => Promise<void>;
};

/** A read that is safe to run again under EXPLAIN ANALYZE (which executes it). */
const isRead = (query: string) =>
  /^\s*select\b/i.test(query) ||
  (/^\s*with\b/i.test(query) && !/\b(insert|update|delete|merge)\b/i.test(query));

export const createExplainer = async (options: {
  databaseUrl: string;
  jwtSecret: string;
  accessToken: string;
  /**
   * The tables whose reads are explained and whose scans are reported (announcements unless
   * given): a query naming any of them is explained.
   */
  tables?: readonly string[];
}): Promise<Explainer> => {
  const tables = options.tables ?? ['announcements'];
  const mentions = new RegExp(`\\b(${tables.join('|')})\\b`);
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
    const watched: string[] = [];
    const seqScans: string[] = [];
    walk(json!.Plan, (node) => {
      const relation = node['Relation Name'];
      const scan = node['Index Name']
        ? `${node['Node Type']} using ${node['Index Name']}`
        : node['Node Type'];
      if (relation === 'announcements') scans.push(scan);
      if (relation && tables.includes(relation)) {
        watched.push(`${scan} on ${relation}`);
        if (node['Node Type'] === 'Seq Scan') seqScans.push(relation);
      }
    });
    return {
      sql: query,
      params,
      executionMs: Number(json!['Execution Time'].toFixed(2)),
      planningMs: Number(json!['Planning Time'].toFixed(2)),
      announcementScans: scans,
      seqScanOnAnnouncements: scans.includes('Seq Scan'),
      scans: watched,
      seqScans,
      text,
    };
  };

  return {
    explain: async (path, body, request = {}) => {
      recorded.length = 0;
      const method = request.method ?? 'POST';
      const response = await app.inject({
        method,
        url: path,
        headers: { authorization: `Bearer ${request.accessToken ?? options.accessToken}` },
        ...(method === 'POST' ? { payload: body as Record<string, unknown> } : {}),
      });
      // Without `tables`, as before: plain selects only (the list engine's reads).
      const reads = recorded.filter(
        ({ query }) => (options.tables ? isRead(query) : /^\s*select\b/i.test(query)) && mentions.test(query),
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
  /** Where each request goes unless it names its own `path`. */
  path: string;
  requests: readonly ({ name: string; body: () => unknown; path?: string } & ExplainRequestOptions)[];
  tables?: readonly string[];
  plansFile: string;
  print: (line: string) => void;
}): Promise<Record<string, ExplainedRequest>> => {
  const explainer = await createExplainer(options);
  const plans: Record<string, ExplainedRequest> = {};
  try {
    for (const request of options.requests) {
      const plan = await explainer.explain(request.path ?? options.path, request.body(), request);
      plans[request.name] = plan;
      const scansOf = (q: ExplainedQuery) => (options.tables ? q.scans : q.announcementScans).join(', ');
      options.print(
        `  ${request.name}: ${plan.status}, ` +
          plan.queries.map((q) => `${q.executionMs} ms [${scansOf(q)}]`).join(' + '),
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
