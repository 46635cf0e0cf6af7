ALTER TABLE "mall_cart_options" ADD COLUMN "writings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mall_options" ADD COLUMN "extra_price" integer DEFAULT 0 NOT NULL;