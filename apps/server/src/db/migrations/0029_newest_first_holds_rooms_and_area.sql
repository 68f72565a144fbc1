-- The market's newest-first index carries the room count and the area too (docs/decisions.md "A
-- filtered first page takes its keys from the index"). A first page filtered on them now takes
-- its 20 keys from this index alone, the filter judged on the index entries, and reads only those
-- 20 rows from the table (lib/list-query.ts firstPage, `inOrderIndex`). Walking it with the table
-- read a row for every listing the filter refused: one room and 65-95 m², which 1 listing in 800
-- has, read 12,000 table rows (145 ms) for its page on 1,000,000 listings; from the index alone,
-- some 300 index pages.
DROP INDEX IF EXISTS announcements_unsold_created_idx;--> statement-breakpoint
CREATE INDEX announcements_unsold_created_idx ON announcements
  (created_at DESC NULLS LAST, id DESC NULLS LAST, organization_id, duplicate_of, stage, stages, rooms, area)
  WHERE NOT is_sold;
