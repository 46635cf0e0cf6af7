ALTER TABLE "registration_attendees" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "registration_attendees" ADD COLUMN "ticket_token" varchar(64) DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_attendees" ADD COLUMN "barcode" varchar(30);--> statement-breakpoint
ALTER TABLE "registration_attendees" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_attendees_ticket_token_key" ON "registration_attendees" USING btree ("ticket_token");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_attendees_barcode_key" ON "registration_attendees" USING btree ("barcode");--> statement-breakpoint
UPDATE "registration_attendees" AS a SET "barcode" = r."barcode" || lpad(a."idx"::text, 4, '0')
FROM "registrations" AS r
WHERE r."idx" = a."registration_idx" AND r."barcode" IS NOT NULL;--> statement-breakpoint
UPDATE "registration_attendees" AS a SET "checked_in_at" = coalesce(r."joined_date", now())
FROM "registrations" AS r
WHERE r."idx" = a."registration_idx" AND r."joined_conference" = 'Y' AND a."is_cancel" = 'N';
