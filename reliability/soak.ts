/**
 * Scenario 6, soak: SOAK_SECONDS (default 300) of 64 concurrent clients on the demo database (not
 * the 1,000,000-listing one): searches as agency admins (not metered), to-dos created and deleted,
 * listings added to agents' lists and sold. Zero 5xx; p99 of the last minute within 1.5× of the
 * first; server RSS flat (last minute's mean within 1.5× of the first's); every acknowledged
 * to-do and sale counted in the database afterwards.
 */
import { readFileSync } from 'node:fs';
import { call, failureOf, signIn, sleep, type Session } from './support/client';
import { newDataDir, newJwtSecret, PORTS, startInstance } from './support/instance';
import { tally, type Report } from './support/report';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = 64;
const ADMINS = ['admin@demo.az', 'admin2@demo.az'];
const AGENTS = [
  'agent@demo.az',
  'rashad.mammadov@demo.az',
  'nigar.quliyeva@demo.az',
  'elvin.ismayilov@demo.az',
  'agent2@demo.az',
];

type Sample = { at: number; kind: string; status: string; ms: number };

/** The first answer of each kind that was refused, to tell a wrong request from a real refusal. */
const firstRefusals = new Map<string, string>();

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) / 1024 : 0;
};

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

export const soakScenario = async (report: Report) => {
  const server = await startInstance({
    name: 'soak',
    port: PORTS[0],
    jwtSecret: newJwtSecret(),
    dataDir: newDataDir('soak'),
  });
  try {
    const admins = await Promise.all(ADMINS.map((email) => signIn(server.url, email, 'soak')));
    const agents = await Promise.all(AGENTS.map((email) => signIn(server.url, email, 'soak')));
    const adIds: number[] = [];
    for (let page = 0; page < 5; page++) {
      const answer = await call(admins[0]!, 'POST', '/ad/table', { page, pageSize: 100 });
      for (const item of (answer.json as { items: { id: number }[] }).items) adIds.push(item.id);
    }
    const soldBefore = await Promise.all(
      agents.map(
        async (session) => ((await call(session, 'GET', '/usersads/counts')).json as { sold: number }).sold,
      ),
    );
    const todosBefore = await Promise.all(
      agents.map(async (session) => ((await call(session, 'GET', '/todos')).json as unknown[]).length),
    );

    const samples: Sample[] = [];
    const rss: { at: number; mb: number }[] = [];
    const created = new Array<number>(agents.length).fill(0);
    const deleted = new Array<number>(agents.length).fill(0);
    const sold = new Array<number>(agents.length).fill(0);
    const started = performance.now();
    const until = started + SECONDS * 1000;
    const timed = async (kind: string, session: Session, method: string, path: string, body?: unknown) => {
      const at = performance.now() - started;
      try {
        const answer = await call(session, method, path, body, { timeoutMs: 30_000 });
        samples.push({ at, kind, status: String(answer.status), ms: answer.ms });
        if (answer.status >= 400 && !firstRefusals.has(`${kind} ${answer.status}`))
          firstRefusals.set(`${kind} ${answer.status}`, answer.body.slice(0, 160));
        return answer;
      } catch (error) {
        samples.push({ at, kind, status: failureOf(error), ms: performance.now() - started - at });
        return undefined;
      }
    };
    const worker = async (index: number) => {
      for (let n = 0; performance.now() < until; n++) {
        const pick = (index + n) % 10;
        const a = (index + Math.floor(n / 10)) % agents.length;
        if (pick < 6) {
          await timed('search', admins[n % admins.length]!, 'POST', '/ad/table', {
            page: n % 20,
            pageSize: 20,
            ...(n % 3 === 0
              ? {
                  filters: [{ field: 'price', operator: 'GreaterThanOrEqual', value: 10_000 * (n % 9) }],
                }
              : {}),
          });
        } else if (pick < 8) {
          const answer = await timed('todo', agents[a]!, 'POST', '/todos', { title: `soak ${index}-${n}` });
          if (answer?.status === 201) {
            created[a]!++;
            const removed = await timed(
              'todo-delete',
              agents[a]!,
              'DELETE',
              `/todos/${(answer.json as { id: number }).id}`,
            );
            if (removed?.status === 204) deleted[a]!++;
          }
        } else {
          const adId = adIds[(index * 7919 + n * 104729) % adIds.length]!;
          const added = await timed('list-add', agents[a]!, 'POST', '/usersads', { adId });
          if (added?.status === 201) {
            const sale = await timed('sale', agents[a]!, 'POST', '/usersads/sell', {
              id: (added.json as { id: number }).id,
              amountOfSeller: 100,
              amountOfBuyer: 50,
            });
            if (sale?.status === 200) sold[a]!++;
          }
        }
      }
    };
    const sampler = (async () => {
      while (performance.now() < until) {
        rss.push({ at: performance.now() - started, mb: rssMb(server.pid) });
        await sleep(5_000);
      }
    })();
    await Promise.all([...Array.from({ length: CONNECTIONS }, (_, i) => worker(i)), sampler]);

    const minute = Math.min(60_000, (SECONDS * 1000) / 3);
    const first = samples.filter((s) => s.at < minute && s.status.startsWith('2')).map((s) => s.ms);
    const last = samples
      .filter((s) => s.at >= SECONDS * 1000 - minute && s.status.startsWith('2'))
      .map((s) => s.ms);
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
    const rssFirst = mean(rss.filter((r) => r.at < minute).map((r) => r.mb));
    const rssLast = mean(rss.filter((r) => r.at >= SECONDS * 1000 - minute).map((r) => r.mb));
    const byKind = [...new Set(samples.map((s) => s.kind))].map(
      (kind) => `${kind} ${tally(samples.filter((s) => s.kind === kind).map((s) => s.status))}`,
    );
    report.note(`${SECONDS} s, ${CONNECTIONS} clients, ${samples.length} requests: ${byKind.join('; ')}`);
    for (const [key, body] of firstRefusals) report.note(`first ${key}: ${body}`);
    report.check(
      'no 5xx and no failed connection',
      samples.every((s) => /^[234]\d\d$/.test(s.status)),
      tally(samples.filter((s) => !/^[234]\d\d$/.test(s.status)).map((s) => s.status)) || 'none',
    );
    report.check(
      'p99 of the last minute within 1.5× of the first',
      p99(last) <= 1.5 * p99(first),
      `first ${Math.round(p99(first))} ms, last ${Math.round(p99(last))} ms`,
    );
    report.check(
      'server RSS flat (last minute within 1.5× of the first)',
      rssLast <= 1.5 * rssFirst,
      `first ${Math.round(rssFirst)} MB, last ${Math.round(rssLast)} MB`,
    );
    const soldAfter = await Promise.all(
      agents.map(
        async (session) => ((await call(session, 'GET', '/usersads/counts')).json as { sold: number }).sold,
      ),
    );
    const todosAfter = await Promise.all(
      agents.map(async (session) => ((await call(session, 'GET', '/todos')).json as unknown[]).length),
    );
    report.check(
      'every acknowledged sale is counted in the database',
      soldAfter.every((count, i) => count - soldBefore[i]! === sold[i]),
      `acknowledged ${sold.join('/')}, counted ${soldAfter.map((c, i) => c - soldBefore[i]!).join('/')}`,
    );
    report.check(
      'every acknowledged to-do (created minus deleted) is in the database',
      todosAfter.every((count, i) => count - todosBefore[i]! === created[i]! - deleted[i]!),
      `created ${created.join('/')}, deleted ${deleted.join('/')}, now ${todosAfter.map((c, i) => c - todosBefore[i]!).join('/')}`,
    );
  } finally {
    await server.stop();
  }
};
