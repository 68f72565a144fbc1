import { describe, expect, it } from 'vitest';
import { figureChange } from './figure-change';

describe('figureChange', () => {
  it('is the relative change to one decimal', () => {
    expect(figureChange(150, 100)).toEqual({ kind: 'change', direction: 'up', percent: 50 });
    expect(figureChange('1000.00', '3000.00')).toEqual({ kind: 'change', direction: 'down', percent: -66.7 });
    expect(figureChange(7, 7)).toEqual({ kind: 'change', direction: 'flat', percent: 0 });
  });

  it('says "new" after nothing, and nothing when both are zero', () => {
    expect(figureChange(3, 0)).toEqual({ kind: 'new' });
    expect(figureChange('0.00', '0.00')).toEqual({ kind: 'none' });
    expect(figureChange(0, 4)).toEqual({ kind: 'change', direction: 'down', percent: -100 });
  });
});
