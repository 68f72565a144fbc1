CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin (emlak_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (emlak_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (emlak_fold("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_city_idx" ON "users" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "contacts_owner_name_trgm_idx" ON "contacts" USING gin (emlak_fold("owner_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin (emlak_fold("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_phone1_trgm_idx" ON "contacts" USING gin ("phone1" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_phone2_trgm_idx" ON "contacts" USING gin ("phone2" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_phone3_trgm_idx" ON "contacts" USING gin ("phone3" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "announcements_owner_trgm_idx" ON "announcements" USING gin (emlak_fold("owner") gin_trgm_ops);