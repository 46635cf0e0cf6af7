ALTER TABLE "mall_items" ADD COLUMN "tax_type" varchar(10) DEFAULT 'EXEMPT' NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD COLUMN "tax_type" varchar(10) DEFAULT 'EXEMPT' NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "receipt_org_name" varchar(100);--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "receipt_org_number" varchar(12);--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "content_withdrawal_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "receipt_org_name" varchar(100);--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "receipt_org_number" varchar(12);