import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { startEmbeddedDatabase, EmbeddedDatabaseError, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import { resolveJwtSecret } from './lib/jwt-secret';
import { startAuthPurgeScheduler } from './modules/auth/auth-purge';
import { createTokenService } from './modules/auth/auth.tokens';
import { startMonthCloseScheduler, type MonthCloseScheduler } from './modules/budgets/month-close-scheduler';
import type { PeriodicJob } from './lib/periodic-job';
import { stopListening, waitForConnectionsToEnd } from './plugins/draining';
import { describeForLog } from './plugins/errors';

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const start = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : 'Invalid configuration.');
  }

  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    process.stdout.write(`Starting the embedded PostgreSQL in ${config.dataDir} ...\n`);
    try {
      embedded = await startEmbeddedDatabase(config.dataDir, { database: 'emlak' });
    } catch (error) {
      return fail(
        error instanceof EmbeddedDatabaseError ? error.message : `The embedded PostgreSQL did not start.`,
      );
    }
  }
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const database = createDatabase(databaseUrl, { max: config.dbPoolSize });
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const app = await buildApp({ config, db: database, tokens });
  database.pool.on('error', (error) =>
    app.log.warn({ err: { type: error.name } }, 'idle database connection lost'),
  );

  let monthClose: MonthCloseScheduler | undefined;
  let authPurge: PeriodicJob | undefined;
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 25_000);
    timer.unref();
    let sweep: NodeJS.Timeout | undefined;
    try {
      // Answer 503 with Connection: close while the keep-alive clients come back or let go
      // (plugins/draining.ts), then stop listening and finish what is in flight.
      app.startDraining();
      await waitForConnectionsToEnd(app, config.keepAliveTimeoutMs);
      stopListening(app);
      await waitForConnectionsToEnd(app, 500);
      // Keep-alive connections that finish their request after close() began would hold the
      // server open until their idle time-out: close each one as soon as it goes idle.
      sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close();
      clearInterval(sweep);
      await monthClose?.stop();
      await authPurge?.stop();
      await database.close();
      await embedded?.stop();
      process.exit(0);
    } catch {
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    // Migrations and the demo seed run long statements on a pool of their own, without the request
    // pool's query time-out (db/client.ts), which is there for a database that stops answering.
    const setup = createDatabase(databaseUrl, { max: 2, queryTimeoutMs: 0 });
    try {
      await runMigrations(setup.pool);
      await seedDatabase(setup.db, { demo: config.demoSeed, log: (message) => app.log.info(message) });
    } finally {
      await setup.close();
    }
    // After the seed and its demo upkeep, so that the first month close finds the demo paid.
    monthClose = startMonthCloseScheduler(database.db, app.log);
    authPurge = startAuthPurgeScheduler(database.db, app.log);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: describeForLog(error) }, 'start-up failed');
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(1);
  }
};

void start();
