ALTER TABLE "mall_items" ADD COLUMN "sample_caption_link" varchar(300);--> statement-breakpoint
ALTER TABLE "mall_items" ADD COLUMN "sample_transcript" text;--> statement-breakpoint
ALTER TABLE "mall_items" ADD COLUMN "sample_without_speech" boolean DEFAULT false NOT NULL;