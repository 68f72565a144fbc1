import { describe, expect, it } from 'vitest';
import { changeRows, readableValue } from './change-rows';

describe('changeRows', () => {
  it('reads field changes and plain details', () => {
    expect(
      changeRows({ name: { before: 'A', after: 'B' }, created: { after: 1 }, reason: 'wrong_password' }),
    ).toEqual([
      { field: 'name', before: 'A', after: 'B', diff: true },
      { field: 'created', before: undefined, after: 1, diff: true },
      { field: 'reason', value: 'wrong_password', diff: false },
    ]);
    expect(changeRows(null)).toEqual([]);
  });

  it.each([
    ['text', 'text'],
    [3, '3'],
    [true, 'true'],
    [[1, 2], '[\n  1,\n  2\n]'],
    [null, null],
  ])('shows %j as %j', (value, shown) => {
    expect(readableValue(value)).toBe(shown);
  });
});
