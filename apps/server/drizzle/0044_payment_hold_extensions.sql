ALTER TABLE "mall_orders" ADD COLUMN "hold_extensions" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "hold_extensions" smallint DEFAULT 0 NOT NULL;