ALTER TABLE "payment_refunds" ADD COLUMN "balance_before" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "doubt" varchar(300);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposit_tid" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention" varchar(300);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_attention_idx" ON "payments" USING btree ("attention_at");