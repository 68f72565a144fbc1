/**
 * Scenario 3, crash: SIGKILL the server during a stream of acknowledged writes (to-dos of four
 * demo agents, 8 clients), twice: once with its embedded PostgreSQL left running (an orphan the
 * next start must stop), once with PostgreSQL killed too (a stale postmaster.pid and a crash
 * recovery). After each restart on the same DATA_DIR: every to-do answered 201 is there, whole,
 * and nothing is there that was not sent.
 */
import { call, failureOf, signIn, sleep, type Session } from './support/client';
import { postgresProcesses, signalAll } from './support/embedded-pg';
import { newDataDir, newJwtSecret, PORTS, startInstance } from './support/instance';
import { tally, type Report } from './support/report';

const AGENTS = [
  'agent@demo.az',
  'rashad.mammadov@demo.az',
  'nigar.quliyeva@demo.az',
  'elvin.ismayilov@demo.az',
];
const WRITERS = 8;

type Sent = { agent: string; title: string; note: string; outcome: string };

export const crashScenario = async (report: Report) => {
  const dataDir = newDataDir('crash');
  const jwtSecret = newJwtSecret();
  let server = await startInstance({ name: 'crash', port: PORTS[0], jwtSecret, dataDir });

  for (const [round, killPostgres] of [
    [1, false],
    [2, true],
  ] as const) {
    const how = killPostgres ? 'server and PostgreSQL killed' : 'server killed, PostgreSQL left running';
    const sessions = new Map<string, Session>();
    for (const agent of AGENTS) sessions.set(agent, await signIn(server.url, agent, `crash-${round}`));
    const sent: Sent[] = [];
    let writing = true;
    const writer = async (index: number) => {
      for (let n = 0; writing; n++) {
        const agent = AGENTS[index % AGENTS.length]!;
        const title = `crash r${round} w${index} #${n}`;
        const note = `round ${round}, writer ${index}, write ${n}: ${'x'.repeat(200)}`;
        try {
          const answer = await call(sessions.get(agent)!, 'POST', '/todos', { title, note });
          sent.push({ agent, title, note, outcome: String(answer.status) });
        } catch (error) {
          sent.push({ agent, title, note, outcome: failureOf(error) });
          if (failureOf(error) === 'ECONNREFUSED') return;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, i) => writer(i));
    await sleep(2_500);
    const postgres = killPostgres ? postgresProcesses(dataDir) : [];
    process.kill(server.pid, 'SIGKILL');
    signalAll(postgres, 'SIGKILL');
    await server.exited;
    await sleep(300);
    writing = false;
    await Promise.all(writers);
    report.note(`round ${round} (${how}): ${tally(sent.map((s) => s.outcome))}`);

    const started = performance.now();
    server = await startInstance({ name: 'crash', port: PORTS[0], jwtSecret, dataDir });
    report.check(
      `${how}: the server starts again on the same DATA_DIR`,
      true,
      `ready in ${Math.round(performance.now() - started)} ms`,
    );
    const stored = new Map<string, { title: string; note: string | null }>();
    for (const agent of AGENTS) {
      const answer = await call(await signIn(server.url, agent, `crash-check-${round}`), 'GET', '/todos');
      for (const todo of answer.json as { title: string; note: string | null }[])
        if (todo.title.startsWith(`crash r${round} `)) stored.set(`${agent} ${todo.title}`, todo);
    }
    const acknowledged = sent.filter((s) => s.outcome === '201');
    const missing = acknowledged.filter((s) => !stored.has(`${s.agent} ${s.title}`));
    const bySent = new Map(sent.map((s) => [`${s.agent} ${s.title}`, s]));
    const unknown = [...stored.keys()].filter((key) => !bySent.has(key));
    const partial = [...stored].filter(([key, todo]) => bySent.get(key)?.note !== todo.note);
    report.check(
      `${how}: every acknowledged (201) to-do is in the database`,
      acknowledged.length > 0 && missing.length === 0,
      `${acknowledged.length} acknowledged, ${missing.length} missing, ${stored.size} stored (unanswered writes may or may not have landed)`,
    );
    report.check(
      `${how}: nothing half-written or unknown (each stored to-do is whole, as sent)`,
      unknown.length === 0 && partial.length === 0,
      `${unknown.length} unknown, ${partial.length} differing`,
    );
  }
  await server.stop();
  const { code } = await server.exited;
  report.check('the restarted server still shuts down cleanly', code === 0, `exit code ${code}`);
};
