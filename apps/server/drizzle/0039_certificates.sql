CREATE TABLE "certificate_settings" (
	"conference_idx" integer PRIMARY KEY NOT NULL,
	"issues" boolean DEFAULT false NOT NULL,
	"hours" numeric(5, 1) DEFAULT '0' NOT NULL,
	"issuer_name" varchar(50) DEFAULT '' NOT NULL,
	"seal_key" text,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"idx" serial PRIMARY KEY NOT NULL,
	"attendee_idx" integer,
	"conference_idx" integer NOT NULL,
	"code" varchar(12) NOT NULL,
	"name" varchar(100) NOT NULL,
	"church" varchar(100) NOT NULL,
	"conference_title" text NOT NULL,
	"dates" text NOT NULL,
	"hours" numeric(5, 1) NOT NULL,
	"issuer_name" varchar(50) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_attendee_idx_unique" UNIQUE("attendee_idx"),
	CONSTRAINT "certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_conference_idx_conferences_idx_fk" FOREIGN KEY ("conference_idx") REFERENCES "public"."conferences"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_attendee_idx_registration_attendees_idx_fk" FOREIGN KEY ("attendee_idx") REFERENCES "public"."registration_attendees"("idx") ON DELETE set null ON UPDATE no action;