/**
 * What a scenario proved: each check is printed as it is made (PASS or FAIL with the figures
 * behind it), and the run exits 1 if any failed.
 */
export type Check = { scenario: string; what: string; ok: boolean; detail: string };

const checks: Check[] = [];

export const scenarioReport = (scenario: string) => ({
  check: (what: string, ok: boolean, detail = '') => {
    checks.push({ scenario, what, ok, detail });
    process.stdout.write(`  ${ok ? 'PASS' : 'FAIL'}  ${what}${detail ? ` — ${detail}` : ''}\n`);
    return ok;
  },
  note: (text: string) => process.stdout.write(`        ${text}\n`),
});

export type Report = ReturnType<typeof scenarioReport>;

export const allChecks = (): readonly Check[] => checks;

/** Status counts as one short line: `200×812 503×40 ECONNREFUSED×12`. */
export const tally = (outcomes: Iterable<string | number>): string => {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(String(outcome), (counts.get(String(outcome)) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([outcome, count]) => `${outcome}×${count}`)
    .join(' ');
};
