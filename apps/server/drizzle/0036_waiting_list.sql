CREATE TABLE "waiting_entries" (
	"idx" serial PRIMARY KEY NOT NULL,
	"conference_detail_idx" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"headcount" integer NOT NULL,
	"accept_partial" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"status" varchar(10) DEFAULT '대기' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_entries_headcount" CHECK ("waiting_entries"."headcount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "waiting_list_settings" (
	"idx" integer PRIMARY KEY NOT NULL,
	"offer_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_offers" (
	"idx" serial PRIMARY KEY NOT NULL,
	"entry_idx" integer NOT NULL,
	"conference_detail_idx" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"seats" integer NOT NULL,
	"token" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT '제안중' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"registration_idx" integer,
	CONSTRAINT "waiting_offers_seats" CHECK ("waiting_offers"."seats" >= 1)
);
--> statement-breakpoint
ALTER TABLE "waiting_entries" ADD CONSTRAINT "waiting_entries_conference_detail_idx_conference_details_idx_fk" FOREIGN KEY ("conference_detail_idx") REFERENCES "public"."conference_details"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_entries" ADD CONSTRAINT "waiting_entries_member_idx_members_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_offers" ADD CONSTRAINT "waiting_offers_entry_idx_waiting_entries_idx_fk" FOREIGN KEY ("entry_idx") REFERENCES "public"."waiting_entries"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_offers" ADD CONSTRAINT "waiting_offers_conference_detail_idx_conference_details_idx_fk" FOREIGN KEY ("conference_detail_idx") REFERENCES "public"."conference_details"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_offers" ADD CONSTRAINT "waiting_offers_member_idx_members_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_entries_detail_idx" ON "waiting_entries" USING btree ("conference_detail_idx","status","position");--> statement-breakpoint
CREATE INDEX "waiting_entries_member_idx" ON "waiting_entries" USING btree ("member_idx","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_entries_live_member" ON "waiting_entries" USING btree ("conference_detail_idx","member_idx") WHERE "waiting_entries"."status" in ('대기', '제안중');--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_offers_token" ON "waiting_offers" USING btree ("token");--> statement-breakpoint
CREATE INDEX "waiting_offers_live_idx" ON "waiting_offers" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "waiting_offers_entry_idx" ON "waiting_offers" USING btree ("entry_idx");--> statement-breakpoint
CREATE INDEX "waiting_offers_detail_idx" ON "waiting_offers" USING btree ("conference_detail_idx","status");