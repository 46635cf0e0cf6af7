CREATE TABLE "site_settings" (
	"key" varchar(40) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_over14" char(1);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "guardian_name" varchar(50);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "guardian_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "guardian_verified_date" timestamp with time zone;