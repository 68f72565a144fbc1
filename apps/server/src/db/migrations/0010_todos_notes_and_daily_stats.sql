CREATE TABLE "user_daily_stats" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"ads_count" integer DEFAULT 0 NOT NULL,
	"ads_value" numeric(20, 2) DEFAULT '0' NOT NULL,
	"added_count" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"sold_value" numeric(20, 2) DEFAULT '0' NOT NULL,
	"amount_of_seller" numeric(20, 2) DEFAULT '0' NOT NULL,
	"amount_of_buyer" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "user_daily_stats_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_daily_stats" ADD CONSTRAINT "user_daily_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;