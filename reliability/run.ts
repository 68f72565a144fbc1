/**
 * The reliability suite (docs/reliability.md): each scenario runs the built server as child
 * processes and prints what it proved, check by check; exit 1 if any check failed.
 *
 *   npm run reliability                 # every scenario
 *   npm run reliability -- shutdown fuzz  # some of them
 */
import { loadavg, uptime } from 'node:os';
import { crashScenario } from './crash';
import { dbLossScenario } from './db-loss';
import { fuzzScenario } from './fuzz';
import { shutdownScenario } from './shutdown';
import { soakScenario } from './soak';
import { twoInstancesScenario } from './two-instances';
import { allChecks, scenarioReport, type Report } from './support/report';
import { removeDataDirs, resetRunDir } from './support/instance';

const SCENARIOS: Record<string, { title: string; run: (report: Report) => Promise<void> }> = {
  shutdown: { title: '1. Graceful shutdown under load', run: shutdownScenario },
  'db-loss': { title: '2. Database loss under load', run: dbLossScenario },
  crash: { title: '3. Crash during acknowledged writes', run: crashScenario },
  'two-instances': { title: '4. Two instances on one database', run: twoInstancesScenario },
  fuzz: { title: '5. Fuzz of every route over HTTP', run: fuzzScenario },
  soak: { title: '6. Soak', run: soakScenario },
};

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !(name in SCENARIOS));
if (unknown.length > 0) {
  process.stderr.write(
    `Unknown scenario(s): ${unknown.join(', ')}. Known: ${Object.keys(SCENARIOS).join(', ')}\n`,
  );
  process.exit(2);
}
resetRunDir();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
process.stdout.write(
  `Reliability suite; machine up ${Math.round(uptime() / 60)} min, load average ${load()}\n`,
);
for (const [name, scenario] of Object.entries(SCENARIOS)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  process.stdout.write(`\n${scenario.title} (${name})\n`);
  const report = scenarioReport(name);
  const started = performance.now();
  try {
    await scenario.run(report);
  } catch (error) {
    report.check(
      'the scenario ran to its end',
      false,
      error instanceof Error ? error.message : String(error),
    );
  }
  removeDataDirs();
  report.note(`${Math.round((performance.now() - started) / 1000)} s, load average ${load()}`);
}
const failed = allChecks().filter((check) => !check.ok);
process.stdout.write(
  `\n${allChecks().length - failed.length} passed, ${failed.length} failed${failed.length ? `: ${failed.map((c) => `${c.scenario}: ${c.what}`).join('; ')}` : ''}\n`,
);
process.exit(failed.length > 0 ? 1 : 0);
