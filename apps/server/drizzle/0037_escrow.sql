ALTER TABLE "mall_orders" ADD COLUMN "escrow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "escrow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "escrow_status" varchar(20);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "escrow_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "escrow_delivery" jsonb;