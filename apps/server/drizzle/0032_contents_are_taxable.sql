-- Digital contents carry VAT (과세); goods stay exempt (면세: textbooks), the columns' default. Order lines
-- bought before take their item type's rule too, so an old order's 거래명세서 splits the same way.
UPDATE "mall_items" SET "tax_type" = 'TAXABLE' WHERE "item_type" = 'CONTENT';--> statement-breakpoint
UPDATE "mall_order_items" SET "tax_type" = 'TAXABLE' WHERE "item_type" = 'CONTENT';
