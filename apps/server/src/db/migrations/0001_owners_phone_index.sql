DROP INDEX "announcements_phone1_idx";--> statement-breakpoint
CREATE INDEX "announcements_phone1_idx" ON "announcements" USING btree ("phone1","organization_id","created_at");