ALTER TABLE "mall_refunds" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "mall_refunds" ADD COLUMN "decision_note" varchar(300);--> statement-breakpoint
ALTER TABLE "mall_refunds" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "mall_refunds" ADD COLUMN "decided_at" timestamp with time zone;