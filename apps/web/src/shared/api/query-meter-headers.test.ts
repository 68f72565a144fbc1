import { describe, expect, it } from 'vitest';
import { queryLimitOfHeaders, queryMeterOfHeaders } from './query-meter-headers';

describe('query meter headers', () => {
  it('reads the limit and the remaining searches from a Headers object and from a plain object', () => {
    const headers = new Headers({ 'X-Query-Limit': '900', 'X-Query-Remaining': '12' });
    expect(queryMeterOfHeaders(headers)).toEqual({ limit: 900, remaining: 12 });
    expect(queryMeterOfHeaders({ 'x-query-limit': '5', 'x-query-remaining': '0' })).toEqual({
      limit: 5,
      remaining: 0,
    });
  });

  it('ignores a response that is not metered or headers that are no counts', () => {
    expect(queryMeterOfHeaders(new Headers({ 'content-type': 'application/json' }))).toBeNull();
    expect(queryMeterOfHeaders({ 'x-query-limit': '900' })).toBeNull();
    expect(queryMeterOfHeaders({ 'x-query-limit': '-1', 'x-query-remaining': '3' })).toBeNull();
    expect(queryMeterOfHeaders({ 'x-query-limit': '1e3', 'x-query-remaining': '3' })).toBeNull();
    expect(queryMeterOfHeaders(undefined)).toBeNull();
    expect(queryLimitOfHeaders({ 'x-query-limit': 'abc' })).toBeNull();
  });

  it('never says more is left than the limit', () => {
    expect(queryMeterOfHeaders({ 'x-query-limit': '10', 'x-query-remaining': '15' })).toEqual({
      limit: 10,
      remaining: 10,
    });
  });
});
