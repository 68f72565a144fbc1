-- A phone search reads each phone's index in order (docs/decisions.md "A phone search reads each
-- phone's index in order"). An agency's number is on a thousand listings or more; the OR of the
-- two phones made PostgreSQL read every one of them from the table to sort them for the newest 20,
-- and read them all again for the count (867 table pages, about 40 ms, on 1,000,000 listings). The
-- search now asks for "the first phone is it" and "the second is and the first is not" apart
-- (lib/list-query.ts `anyOf`): each of these indexes gives its part's newest rows in the market's
-- order, and counts them alone, with the organization (and for the second phone the first) carried
-- along for the caller's scope. Sold listings leave them, as they leave the market's other indexes,
-- so a sale writes neither.
CREATE INDEX announcements_unsold_phone1_created_idx ON announcements
  (phone1, created_at DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (organization_id)
  WHERE NOT is_sold;--> statement-breakpoint
CREATE INDEX announcements_unsold_phone2_created_idx ON announcements
  (phone2, created_at DESC NULLS LAST, id DESC NULLS LAST) INCLUDE (phone1, organization_id)
  WHERE NOT is_sold AND phone2 IS NOT NULL;
