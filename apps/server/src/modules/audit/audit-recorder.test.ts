import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-recorder';

describe('changedFields', () => {
  it.each([
    [
      'a create',
      null,
      { name: 'A', isLocked: false },
      { name: { before: null, after: 'A' }, isLocked: { before: null, after: false } },
    ],
    ['a delete', { name: 'A' }, null, { name: { before: 'A', after: null } }],
    [
      'an update',
      { name: 'A', status: 'active' },
      { name: 'B', status: 'active' },
      { name: { before: 'A', after: 'B' } },
    ],
    ['no change', { name: 'A' }, { name: 'A' }, {}],
    [
      'dates by value',
      { at: new Date('2026-01-01T00:00:00Z') },
      { at: new Date('2026-01-01T00:00:00Z') },
      {},
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });

  it('never records secrets or bookkeeping', () => {
    const changes = changedFields(
      { passwordHash: 'x', version: 1, updatedAt: new Date(0), name: 'A' },
      { passwordHash: 'y', version: 2, updatedAt: new Date(), name: 'A' },
    );
    expect(changes).toEqual({});
  });
});
