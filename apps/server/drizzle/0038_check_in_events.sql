CREATE TABLE "check_in_events" (
	"idx" serial PRIMARY KEY NOT NULL,
	"client_event_id" varchar(64) NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"barcode" varchar(40) NOT NULL,
	"attendee_idx" integer,
	"admitted_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" varchar(10) NOT NULL,
	"winner_device_id" varchar(64),
	"winner_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "check_in_events" ADD CONSTRAINT "check_in_events_attendee_idx_registration_attendees_idx_fk" FOREIGN KEY ("attendee_idx") REFERENCES "public"."registration_attendees"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_events_client_event_key" ON "check_in_events" USING btree ("client_event_id");--> statement-breakpoint
CREATE INDEX "check_in_events_attendee_idx" ON "check_in_events" USING btree ("attendee_idx","result");