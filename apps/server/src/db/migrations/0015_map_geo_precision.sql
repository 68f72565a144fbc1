CREATE TABLE "landmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"match_keys" text[] NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "geo_precision" text;--> statement-breakpoint
CREATE UNIQUE INDEX "landmarks_name_unique" ON "landmarks" USING btree ("name");--> statement-breakpoint
CREATE INDEX "announcements_unsold_point_idx" ON "announcements" USING gist (point("longitude", "latitude")) WHERE not "announcements"."is_sold" and "announcements"."latitude" is not null and "announcements"."longitude" is not null;