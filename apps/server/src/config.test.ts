import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { findProjectRoot } from './lib/project-root';

const base = { NODE_ENV: 'test' } as const;

describe('empty environment variables', () => {
  it('reads an empty DATABASE_URL as unset: the embedded database, with demo data', () => {
    const config = loadConfig({ ...base, DATABASE_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoSeed).toBe(true);
  });

  it('reads a blank value as unset for the other variables too', () => {
    const config = loadConfig({ ...base, DATABASE_URL: '  ', DATA_DIR: '', JWT_SECRET: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(join(findProjectRoot(), '.data'));
    expect(config.jwtSecret).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('still refuses a DATABASE_URL that is set and not a postgres URL', () => {
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://db/emlak' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://db/emlak' })).toThrow('DATABASE_URL');
  });

  it('keeps a set DATABASE_URL, and then no demo data unless asked', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/emlak';
    const config = loadConfig({ ...base, DATABASE_URL: url });
    expect(config.databaseUrl).toBe(url);
    expect(config.demoSeed).toBe(false);
  });
});
