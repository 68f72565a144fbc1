CREATE TABLE "user_monthly_stats" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"ads_count" integer DEFAULT 0 NOT NULL,
	"ads_value" numeric(20, 2) DEFAULT '0' NOT NULL,
	"added_count" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"sold_value" numeric(20, 2) DEFAULT '0' NOT NULL,
	"amount_of_seller" numeric(20, 2) DEFAULT '0' NOT NULL,
	"amount_of_buyer" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "user_monthly_stats_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "user_monthly_stats" ADD CONSTRAINT "user_monthly_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;