CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"refund_key" varchar(100) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(12) DEFAULT 'requesting' NOT NULL,
	"refund_tid" varchar(64),
	"message" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registration_cancels" ADD COLUMN "approving_by" integer;--> statement-breakpoint
ALTER TABLE "registration_cancels" ADD COLUMN "approving_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_key" ON "payment_refunds" USING btree ("refund_key");