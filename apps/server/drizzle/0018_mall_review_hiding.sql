ALTER TABLE "mall_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_reviews" ADD COLUMN "hidden_reason" varchar(200);