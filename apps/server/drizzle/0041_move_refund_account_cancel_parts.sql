ALTER TABLE "registration_cancels" ADD COLUMN "refund_parts" jsonb;--> statement-breakpoint
ALTER TABLE "registration_cancels" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_moves" ADD COLUMN "refund_bank_code" varchar(10);--> statement-breakpoint
ALTER TABLE "registration_moves" ADD COLUMN "refund_account_number" varchar(50);--> statement-breakpoint
ALTER TABLE "registration_moves" ADD COLUMN "refund_account_holder" varchar(50);