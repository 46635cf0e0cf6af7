ALTER TABLE "mall_refund_items" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "mall_reviews" ADD COLUMN "rating" smallint;