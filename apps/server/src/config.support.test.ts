import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { NODE_ENV: 'test' } as const;

describe('support contact configuration', () => {
  it('has sensible defaults', () => {
    const config = loadConfig(base);
    expect(config.supportEmail).toBe('support@emlakofis.az');
    expect(config.supportPhone).toBe('+994125550100');
  });

  it('keeps the phone in E.164 whatever its written form', () => {
    const config = loadConfig({ ...base, SUPPORT_EMAIL: 'help@agency.az', SUPPORT_PHONE: '(012) 555 01 00' });
    expect(config.supportEmail).toBe('help@agency.az');
    expect(config.supportPhone).toBe('+994125550100');
  });

  it.each([
    ['SUPPORT_EMAIL', 'not an address'],
    ['SUPPORT_PHONE', '12'],
    ['SUPPORT_PHONE', 'call us'],
  ])('refuses an invalid %s (%s) at start', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
  });
});
