-- Goods delivered before their delivery time was kept: the time the administrator marked them delivered
-- (the audit line of that change), else the order's last change. They confirm themselves from it.
UPDATE "mall_order_items" AS item
SET "delivered_at" = coalesce(
  (
    SELECT max(log."created_at")
    FROM "audit_log" AS log
    WHERE log."action" = 'mall.delivery.delivered'
      AND (log."details"->>'orderItemId') = item."id"::text
  ),
  (SELECT o."updated_at" FROM "mall_orders" AS o WHERE o."id" = item."order_id")
)
WHERE item."delivery_status" IN ('DELIVERED', 'PART_RETURNED', 'RAPT_EXCHANGED', 'FULL_EXCHANGED')
  AND item."delivered_at" IS NULL;
