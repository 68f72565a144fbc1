-- The lists that include sold listings (POST /ad/all/table, a caller's own listings) are read as
-- two disjoint parts, the unsold listings and the sold ones (docs/decisions.md "Lists with sold
-- listings are read in two parts"). The unsold part has the market's partial indexes
-- (`where not is_sold`); this is the sold part's: newest first, with the organization for the
-- caller's scope, so that its first rows, a deep page's keys and its capped count read it in
-- order. Before, such a list had no index in most orders: on the 1,000,000-listing bench database
-- the first page of /ad/all/table read the whole table and sorted it (1.3 s).
CREATE INDEX IF NOT EXISTS "announcements_sold_created_idx"
  ON "announcements" USING btree ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST, "organization_id")
  WHERE "is_sold";
