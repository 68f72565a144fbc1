import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPageAnchors } from './page-anchors';

describe('the memory of page edges', () => {
  const list = (organizationId: number) =>
    sql`organization_id = ${organizationId} order by created_at desc, id desc`;

  it('answers the nearest anchor at or before a position, of the same list only', () => {
    const anchors = createPageAnchors();
    const key = anchors.keyOf(list(1));
    anchors.remember(key, 99, ['a', '1']);
    anchors.remember(key, 119, ['b', '2']);
    anchors.remember(key, 39, ['c', '3']);
    expect(anchors.nearest(key, 38)).toBeUndefined();
    expect(anchors.nearest(key, 39)).toEqual({ position: 39, values: ['c', '3'] });
    expect(anchors.nearest(key, 118)).toEqual({ position: 99, values: ['a', '1'] });
    expect(anchors.nearest(key, 5_000)).toEqual({ position: 119, values: ['b', '2'] });
    // Another organization's list is another key, with the same SQL.
    expect(anchors.keyOf(list(2))).not.toBe(key);
    expect(anchors.nearest(anchors.keyOf(list(2)), 5_000)).toBeUndefined();
  });

  it('forgets an anchor after its time, and a newer one replaces an older at its position', () => {
    let now = 1_000;
    const anchors = createPageAnchors({ ttlMs: 500, now: () => now });
    const key = anchors.keyOf(list(1));
    anchors.remember(key, 10, ['old']);
    now += 300;
    anchors.remember(key, 20, ['later']);
    now += 199;
    expect(anchors.nearest(key, 15)).toEqual({ position: 10, values: ['old'] });
    now += 1;
    expect(anchors.nearest(key, 15)).toBeUndefined();
    expect(anchors.nearest(key, 25)).toEqual({ position: 20, values: ['later'] });
    anchors.remember(key, 20, ['newest']);
    expect(anchors.nearest(key, 25)).toEqual({ position: 20, values: ['newest'] });
  });

  it('keeps the newest perList anchors of a list and at most maxLists lists', () => {
    const anchors = createPageAnchors({ perList: 2, maxLists: 2 });
    const [one, two, three] = [1, 2, 3].map((id) => anchors.keyOf(list(id))) as [string, string, string];
    anchors.remember(one, 10, ['10']);
    anchors.remember(one, 20, ['20']);
    anchors.remember(one, 30, ['30']);
    expect(anchors.nearest(one, 15)).toBeUndefined();
    expect(anchors.nearest(one, 25)?.position).toBe(20);
    anchors.remember(two, 1, ['1']);
    anchors.remember(one, 40, ['40']); // `one` is the list touched last now
    anchors.remember(three, 1, ['1']);
    expect(anchors.nearest(two, 1)).toBeUndefined();
    expect(anchors.nearest(one, 40)?.position).toBe(40);
    expect(anchors.nearest(three, 1)?.position).toBe(1);
  });
});
