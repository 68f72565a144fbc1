-- The market list on 1,000,000 listings (bench/ad-table.ts; the plans and the reasons are in
-- docs/decisions.md "Announcements"). Each search's capped count reads one index alone (the
-- visibility scope, the floors and duplicates, a price or area range travel in the index), a deep
-- page's ids likewise, and the duplicate trigger walks one phone's candidates oldest first.
DROP INDEX "announcements_type_price_idx";--> statement-breakpoint
DROP INDEX "announcements_metro_created_idx";--> statement-breakpoint
DROP INDEX "announcements_unsold_created_idx";--> statement-breakpoint
CREATE INDEX "announcements_unsold_type_price_idx" ON "announcements" USING btree ("property_type","add_type","price","city_id","organization_id") WHERE not "announcements"."is_sold";--> statement-breakpoint
CREATE INDEX "announcements_unsold_rooms_area_idx" ON "announcements" USING btree ("rooms","area","organization_id") WHERE not "announcements"."is_sold";--> statement-breakpoint
CREATE INDEX "announcements_unsold_metro_created_idx" ON "announcements" USING btree ("metro_station_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"organization_id") WHERE not "announcements"."is_sold" and "announcements"."metro_station_id" is not null;--> statement-breakpoint
CREATE INDEX "announcements_dedupe_idx" ON "announcements" USING btree ("phone1","property_type","add_type","city_id","created_at","id","rooms","area_measure_unit","area","price","organization_id");--> statement-breakpoint
CREATE INDEX "announcements_unsold_created_idx" ON "announcements" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"organization_id","duplicate_of","stage","stages") WHERE not "announcements"."is_sold";