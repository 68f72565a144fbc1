import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas, areasOf, screenAreas } from './resources';

const SRC = join(import.meta.dirname, '../..');

/** A source file an import names, or null for a package (contracts and libraries hold no keys). */
const resolveImport = (from: string, specifier: string): string | null => {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (!base) return null;
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((extension) => base + extension)
    .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return file ?? null;
};

const IMPORT = /(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/g;
/** 'area.key', "area.key" and `area.${...}`: the start of a text key in a string. */
const KEY = /['"`]([a-zA-Z]+)\.[a-zA-Z$]/g;

/**
 * The text areas the code reachable from `roots` names (static and lazy imports, not types),
 * with the first file naming each: a key written whole or as a template's start.
 */
const areasUsedFrom = (roots: string[]) => {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.includes('/i18n/locales/') || file.endsWith('.test.tsx')) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, typeOnly, from, lazy] of code.matchAll(IMPORT)) {
      const target = typeOnly ? null : resolveImport(file, (from ?? lazy)!);
      if (target && !target.endsWith('/i18n/resources.ts')) visit(target);
    }
    for (const [, area] of code.matchAll(KEY))
      if (area! in areas && !used.has(area!)) used.set(area!, relative(SRC, file));
  };
  roots.forEach((root) => visit(join(SRC, root)));
  return { used, files: seen.size };
};

describe('the texts loaded with the shell and the dashboard', () => {
  it('cover every area the shell and the dashboard (and what they load lazily) use', () => {
    const { used, files } = areasUsedFrom([
      'app/shell/app-shell.tsx',
      'features/dashboard/pages/dashboard-page.tsx',
    ]);
    expect(files).toBeGreaterThan(50);
    const screenOnly: readonly string[] = screenAreas;
    const missing = [...used].filter(([area]) => screenOnly.includes(area));
    expect(missing, 'areas used by the shell or the dashboard but loaded only with other screens').toEqual(
      [],
    );
    // The scan does see keys: the dashboard's own area is among them.
    expect(used.has('dashboard')).toBe(true);
  });

  it('splits every area into exactly one part', () => {
    const parts = [...areasOf('core'), ...areasOf('shell'), ...areasOf('screens')];
    expect(parts.toSorted()).toEqual(Object.keys(areas).toSorted());
  });
});
