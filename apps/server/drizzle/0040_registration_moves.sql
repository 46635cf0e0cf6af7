CREATE TABLE "registration_moves" (
	"idx" serial PRIMARY KEY NOT NULL,
	"from_registration_idx" integer NOT NULL,
	"to_registration_idx" integer NOT NULL,
	"attendee_idxs" varchar(2000) NOT NULL,
	"count" integer NOT NULL,
	"price_difference" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"refund_status" varchar(10),
	"refund_error" varchar(300),
	"by_admin_idx" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registration_attendees" ADD COLUMN "moved_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "carried_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_moves" ADD CONSTRAINT "registration_moves_from_registration_idx_registrations_idx_fk" FOREIGN KEY ("from_registration_idx") REFERENCES "public"."registrations"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_moves" ADD CONSTRAINT "registration_moves_to_registration_idx_registrations_idx_fk" FOREIGN KEY ("to_registration_idx") REFERENCES "public"."registrations"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_moves_from_idx" ON "registration_moves" USING btree ("from_registration_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_moves_to_key" ON "registration_moves" USING btree ("to_registration_idx");