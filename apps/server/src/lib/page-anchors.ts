import type { SQL } from 'drizzle-orm';
import { sqlKey } from './sql-key';

/**
 * Where recently served pages of a list began and ended: the sort key of the row at a position,
 * so that a deep page next to one served a moment ago (the same page again, the next, the one
 * before) seeks to its rows through the index instead of walking past every row before them
 * (docs/decisions.md "Deep pages seek from a remembered row"). Page 5,000 of the market list walks
 * 100,000 index entries, some 25 ms of PostgreSQL; from an anchor it reads its 21 rows.
 *
 * An anchor is true for `ttlMs`: a listing posted or sold before it since then shifts the rows
 * after it by one, so a page served from an anchor is the page as the list stood when the anchor
 * was taken (up to `ttlMs` ago), its rows read now. Offset paging of a list that changes is a
 * moving target anyway; paging on from the last row seen never skips or repeats a row, which
 * offsets do when the list changes between two pages.
 *
 * The key is the list's WHERE and ORDER BY with their parameters, so it holds the caller's scope
 * (the organization) as well as the filter: one organization's anchors are never another's.
 */
export type PageAnchors = {
  /** The list's key: its where and order, parameters included. */
  keyOf: (whereAndOrder: SQL) => string;
  /** The anchor at the greatest position <= `position` that is still fresh, if any. */
  nearest: (key: string, position: number) => Anchor | undefined;
  /** Records the sort key of the row at `position` of the list `key`. */
  remember: (key: string, position: number, values: readonly string[]) => void;
};

/** The sort key of the row at `position` (0-based), as PostgreSQL writes each value in text. */
export type Anchor = { position: number; values: readonly string[] };

type Stored = Anchor & { expiresAt: number };

export const createPageAnchors = ({
  ttlMs = 30_000,
  maxLists = 1_000,
  perList = 16,
  now = Date.now,
}: { ttlMs?: number; maxLists?: number; perList?: number; now?: () => number } = {}): PageAnchors => {
  // Map order is age order: the list touched longest ago goes first when the memory is full.
  const lists = new Map<string, Stored[]>();
  return {
    keyOf: sqlKey,
    nearest: (key, position) => {
      const anchors = lists.get(key);
      if (!anchors) return undefined;
      const time = now();
      let best: Stored | undefined;
      for (const anchor of anchors) {
        if (
          anchor.expiresAt > time &&
          anchor.position <= position &&
          anchor.position > (best?.position ?? -1)
        ) {
          best = anchor;
        }
      }
      return best && { position: best.position, values: best.values };
    },
    remember: (key, position, values) => {
      const time = now();
      const kept = (lists.get(key) ?? []).filter(
        (anchor) => anchor.expiresAt > time && anchor.position !== position,
      );
      kept.push({ position, values: [...values], expiresAt: time + ttlMs });
      // The newest `perList` anchors of a list: the ones its readers are paging near.
      if (kept.length > perList) kept.splice(0, kept.length - perList);
      lists.delete(key);
      if (lists.size >= maxLists) lists.delete(lists.keys().next().value!);
      lists.set(key, kept);
    },
  };
};
