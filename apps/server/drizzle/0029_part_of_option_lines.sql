ALTER TABLE "mall_order_item_options" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_order_item_options" ADD COLUMN "restocked_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_refund_items" ADD COLUMN "option_units" jsonb;--> statement-breakpoint
-- Until now part of a line could be returned only when it had one option line (then the option line's
-- counts are the line's), and a line of several option lines only whole (then each is all or nothing):
-- either way an option line has min(its quantity, the line's count).
UPDATE "mall_order_item_options" AS o SET
  "refunded_quantity" = least(o."quantity", i."refunded_quantity"),
  "restocked_quantity" = least(o."quantity", i."restocked_quantity")
FROM "mall_order_items" AS i
WHERE i."id" = o."order_item_id" AND (i."refunded_quantity" > 0 OR i."restocked_quantity" > 0);
