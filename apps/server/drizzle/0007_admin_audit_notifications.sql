CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_idx" integer NOT NULL,
	"actor_uid" varchar(50) NOT NULL,
	"action" varchar(50) NOT NULL,
	"target" varchar(100) NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"conference_idx" integer NOT NULL,
	"detail_number" integer,
	"kind" varchar(20) NOT NULL,
	"requested_by" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_batches_total_check" CHECK ("notification_batches"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"conference_idx" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"text" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_templates_conference_idx_kind_pk" PRIMARY KEY("conference_idx","kind")
);
--> statement-breakpoint
ALTER TABLE "message_outbox" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "notification_batches" ADD CONSTRAINT "notification_batches_conference_idx_conferences_idx_fk" FOREIGN KEY ("conference_idx") REFERENCES "public"."conferences"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_conference_idx_conferences_idx_fk" FOREIGN KEY ("conference_idx") REFERENCES "public"."conferences"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target");--> statement-breakpoint
CREATE INDEX "notification_batches_conference_idx" ON "notification_batches" USING btree ("conference_idx","created_at");--> statement-breakpoint
CREATE INDEX "message_outbox_batch_idx" ON "message_outbox" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "message_outbox_recipient_idx" ON "message_outbox" USING btree ("recipient","created_at");