/**
 * Scenario 2, database loss under load: 8 clients keep calling while the database goes away for
 * 12 s and comes back, three ways: the shared PostgreSQL 15 refusing the database (connections
 * refused, open ones terminated); the embedded one frozen (SIGSTOP: sockets stay open, nothing
 * answers); the embedded one killed (SIGKILL) and started again from outside. Each time: answers
 * are 503 db_unavailable with a localized message inside the client's 15 s, /health/ready says
 * not ready, and service comes back by itself, the server never restarted.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatMessage } from '@emlak/contracts';
import { AGENT, signIn } from './support/client';
import { postgresProcesses, postmasterPid, restartPostgres, signalAll } from './support/embedded-pg';
import { newDataDir, newJwtSecret, PORTS, startInstance, type Instance } from './support/instance';
import { underOutage, type Sample } from './support/outage';
import { createOwnDatabase, cutDatabase, restoreDatabase } from './support/pg15';
import { tally, type Report } from './support/report';

const OUTAGE_MS = 12_000;
const PATHS = ['/todos', '/ad/dashboard/summary', '/usersads/counts'];
const LANGUAGE = 'az';

const judge = async (
  report: Report,
  how: string,
  server: Instance,
  cut: () => Promise<void>,
  restore: () => Promise<void>,
) => {
  const session = await signIn(server.url, AGENT);
  session.headers['accept-language'] = LANGUAGE;
  const result = await underOutage({
    session,
    workers: 8,
    paths: PATHS,
    cut,
    restore,
    outageMs: OUTAGE_MS,
    afterMs: 8_000,
  });
  const phase = (list: Sample[], name: Sample['phase']) => list.filter((s) => s.phase === name);
  const during = phase(result.samples, 'during');
  const slowest = Math.max(0, ...during.map((s) => s.ms));
  report.note(
    `${how}: before ${tally(phase(result.samples, 'before').map((s) => s.outcome))}; ` +
      `during ${tally(during.map((s) => `${s.outcome}${s.code ? ` ${s.code}` : ''}`))}; ` +
      `after ${tally(phase(result.samples, 'after').map((s) => s.outcome))}`,
  );
  report.note(
    `${how}: readiness during ${tally(phase(result.ready, 'during').map((s) => s.outcome))}, after ${tally(phase(result.ready, 'after').map((s) => s.outcome))}`,
  );
  const localized = formatMessage(LANGUAGE, 'db_unavailable');
  report.check(
    `${how}: every answer while the database is gone is 200 or 503 db_unavailable with its ${LANGUAGE} message; no 500, no failed connection`,
    during.length > 0 &&
      during.every(
        (s) =>
          s.outcome === '200' ||
          (s.outcome === '503' && s.code === 'db_unavailable' && s.message === localized),
      ) &&
      during.some((s) => s.outcome === '503'),
    `${during.filter((s) => s.outcome === '503').length} × 503 of ${during.length}`,
  );
  report.check(
    `${how}: every answer came within the client's 15 s`,
    slowest < 15_000,
    `slowest ${Math.round(slowest)} ms`,
  );
  report.check(
    `${how}: /health/ready says not ready (503) while the database is gone`,
    phase(result.ready, 'during').some((s) => s.outcome === '503' && s.code === 'db_unavailable'),
  );
  const after = phase(result.samples, 'after');
  report.check(
    `${how}: service resumes by itself, the same server process, once the database is back`,
    result.recoveredAfterMs < 7_000 &&
      after.at(-1)?.outcome === '200' &&
      phase(result.ready, 'after').at(-1)?.outcome === '200',
    `all 200 again ${Math.round(result.recoveredAfterMs)} ms after the database returned; pid ${server.pid} still running: ${await Promise.race([server.exited.then(() => false), Promise.resolve(true)])}`,
  );
};

export const dbLossScenario = async (report: Report) => {
  const jwtSecret = newJwtSecret();

  const own = await createOwnDatabase('dbloss');
  try {
    const server = await startInstance({
      name: 'db-loss-pg15',
      port: PORTS[0],
      jwtSecret,
      databaseUrl: own.url,
      demo: true,
    });
    try {
      await judge(
        report,
        'PG15, database refused',
        server,
        () => cutDatabase(own.name),
        () => restoreDatabase(own.name),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await own.drop();
  }

  const dataDir = newDataDir('dbloss');
  const server = await startInstance({ name: 'db-loss-embedded', port: PORTS[1], jwtSecret, dataDir });
  try {
    let frozen: number[] = [];
    await judge(
      report,
      'embedded, frozen (SIGSTOP)',
      server,
      async () => {
        frozen = postgresProcesses(dataDir);
        signalAll(frozen, 'SIGSTOP');
      },
      async () => signalAll(frozen, 'SIGCONT'),
    );
    let killed: number[] = [];
    await judge(
      report,
      'embedded, killed (SIGKILL) and started again',
      server,
      async () => {
        killed = postgresProcesses(dataDir);
        signalAll(killed, 'SIGKILL');
      },
      async () => {
        await restartPostgres(dataDir, killed);
      },
    );
  } finally {
    await server.stop();
    // The PostgreSQL started again from here is not the server's child: stop it too.
    if (existsSync(join(dataDir, 'pg', 'postmaster.pid'))) signalAll([postmasterPid(dataDir)], 'SIGINT');
  }
};
