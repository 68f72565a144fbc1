CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "duplicate_of" bigint;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "price_per_sqm" numeric(14, 2) GENERATED ALWAYS AS (case when area > 0 then round(price / (area * case area_measure_unit when 1 then 1 when 2 then 100 when 3 then 10000 when 4 then 0.09290304 when 5 then 4046.8564224 end), 2) end) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_name_unique" ON "saved_searches" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_duplicate_of_announcements_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."announcements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_search_text_trgm_idx" ON "announcements" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "announcements_unsold_price_idx" ON "announcements" USING btree ("price","id") WHERE not "announcements"."is_sold";--> statement-breakpoint
CREATE INDEX "announcements_unsold_price_per_sqm_idx" ON "announcements" USING btree ("price_per_sqm","id") WHERE not "announcements"."is_sold";--> statement-breakpoint
CREATE INDEX "announcements_unsold_area_idx" ON "announcements" USING btree ("area","id") WHERE not "announcements"."is_sold";--> statement-breakpoint
CREATE INDEX "announcements_unsold_rooms_idx" ON "announcements" USING btree ("rooms","id") WHERE not "announcements"."is_sold";--> statement-breakpoint
CREATE INDEX "announcements_unsold_stage_idx" ON "announcements" USING btree ("stage","id") WHERE not "announcements"."is_sold";--> statement-breakpoint
CREATE INDEX "announcements_unsold_city_type_idx" ON "announcements" USING btree ("city_id","add_type","property_type","created_at" DESC NULLS LAST) WHERE not "announcements"."is_sold";--> statement-breakpoint
CREATE INDEX "announcements_metro_created_idx" ON "announcements" USING btree ("metro_station_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_duplicate_of_idx" ON "announcements" USING btree ("duplicate_of");