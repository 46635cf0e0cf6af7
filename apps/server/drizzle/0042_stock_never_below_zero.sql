-- A row already below 0 (imported from the old site) means nothing is left: 0, so the constraint can hold.
UPDATE "mall_items" SET "product_stock" = 0 WHERE "product_stock" < 0;--> statement-breakpoint
UPDATE "mall_option_combinations" SET "stock" = 0 WHERE "stock" < 0;--> statement-breakpoint
ALTER TABLE "mall_items" ADD CONSTRAINT "mall_items_product_stock_not_negative" CHECK ("mall_items"."product_stock" >= 0);--> statement-breakpoint
ALTER TABLE "mall_option_combinations" ADD CONSTRAINT "mall_option_combinations_stock_not_negative" CHECK ("mall_option_combinations"."stock" >= 0);