-- The lists that include sold listings (POST /ad/all/table; docs/decisions.md "Lists with sold
-- listings read their own newest-first index") walked no index in their default order: the
-- market's newest-first index holds unsold listings only (`where not is_sold`). On the
-- 1,000,000-listing bench database the first page of /ad/all/table read the whole table and sorted
-- it (1.3 s). This one holds every listing, newest first, with the organization for the caller's
-- scope, so that the first page, a deep page's keys and the capped count read it in order; the
-- count from the index alone.
CREATE INDEX IF NOT EXISTS "announcements_created_idx"
  ON "announcements" USING btree ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST, "organization_id");
