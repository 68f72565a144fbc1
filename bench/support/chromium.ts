import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Debian's Chromium, which the browser benchmarks drive as the browser tests do: installed from
 * Debian's packages by the tests' own script when a fresh machine lacks it.
 */
export const chromiumPath = (): string => {
  execFileSync(process.execPath, [join(ROOT, 'e2e', 'ensure-chromium.mjs')], { stdio: 'inherit' });
  return '/usr/bin/chromium';
};
