-- Lines of returns and cancellations refunded before 0023 counted them: their units were refunded, and
-- restocked once the goods were received (REFUND_DONE), so neither happens again.
UPDATE "mall_order_items" AS i SET "refunded_quantity" = i."quantity"
FROM "mall_refund_items" AS ri JOIN "mall_refunds" AS r ON r."id" = ri."refund_id"
WHERE ri."order_item_id" = i."id" AND r."refund_type" IN ('PAYBACK', 'CANCEL')
  AND r."status" IN ('REFUND_PAID', 'REFUND_DONE');--> statement-breakpoint
UPDATE "mall_order_items" AS i SET "restocked_quantity" = i."quantity"
FROM "mall_refund_items" AS ri JOIN "mall_refunds" AS r ON r."id" = ri."refund_id"
WHERE ri."order_item_id" = i."id" AND r."refund_type" IN ('PAYBACK', 'CANCEL') AND r."status" = 'REFUND_DONE';--> statement-breakpoint
-- Contents of orders refunded whole are closed.
UPDATE "mall_order_contents" AS c SET "status" = 'REFUNDED'
FROM "mall_refunds" AS r
WHERE r."order_id" = c."order_id" AND r."refund_all" AND r."refund_type" IN ('PAYBACK', 'CANCEL')
  AND r."status" IN ('REFUND_PAID', 'REFUND_DONE');
