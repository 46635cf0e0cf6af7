ALTER TABLE "mall_order_items" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD COLUMN "confirmed_by" varchar(10);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_receipt_kind" varchar(10);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_receipt_masked_identifier" varchar(20);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_receipt_approval_number" varchar(20);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_receipt_tid" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_receipt_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_receipt_cancelled_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cash_receipt_cancel_number" varchar(20);--> statement-breakpoint
CREATE INDEX "mall_order_items_unconfirmed_idx" ON "mall_order_items" USING btree ("delivered_at") WHERE "mall_order_items"."confirmed_at" is null;