ALTER TABLE "conference_details" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conference_details" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conference_details" ADD COLUMN "room_guide" text;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "is_featured" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "banners" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "benefit_note" text;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "parking_note" text;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "hide_headcount" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "deadline_at_midnight" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "online_url" varchar(500);--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "online_meeting_id" varchar(50);--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "online_meeting_passcode" varchar(50);--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "request_key" varchar(64);--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "fail_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "vbank_name" varchar(50);--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "vbank_number" varchar(50);--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "vbank_holder" varchar(50);--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "vbank_deadline" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_request_key" ON "registrations" USING btree ("member_idx","request_key");--> statement-breakpoint
CREATE INDEX "registrations_hold_idx" ON "registrations" USING btree ("hold_expires_at");