CREATE TABLE "members" (
	"idx" serial PRIMARY KEY NOT NULL,
	"uid" varchar(50) NOT NULL,
	"password_hash" text,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"email" varchar(200) DEFAULT '' NOT NULL,
	"level" smallint DEFAULT 2 NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"is_agree" char(1) DEFAULT 'N' NOT NULL,
	"zip_code" varchar(10),
	"address" varchar(200),
	"detailed_address" varchar(200),
	"kakao_id" varchar(100),
	"naver_id" varchar(100),
	"apple_id" varchar(200),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_logindate" timestamp with time zone,
	"withdrawn_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"member_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"board_id" integer PRIMARY KEY NOT NULL,
	"title" varchar(50) NOT NULL,
	"write_level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"comment_id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"content" text NOT NULL,
	"is_del" char(1) DEFAULT 'N' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"post_id" serial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"is_secret" boolean DEFAULT false NOT NULL,
	"is_pin" boolean DEFAULT false NOT NULL,
	"thumbnail" text,
	"hit" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_details" (
	"idx" serial PRIMARY KEY NOT NULL,
	"conference_idx" integer NOT NULL,
	"number" integer NOT NULL,
	"label" varchar(50),
	"local" varchar(100) NOT NULL,
	"place" varchar(200) NOT NULL,
	"schedule" varchar(200) NOT NULL,
	"dept" varchar(100) NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"limit_personnel" integer DEFAULT 0 NOT NULL,
	"registered_personnel" integer DEFAULT 0 NOT NULL,
	"view" char(1) DEFAULT 'Y' NOT NULL,
	"rsdatetime" timestamp with time zone NOT NULL,
	"redatetime" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conference_details_price_check" CHECK ("conference_details"."price" >= 0),
	CONSTRAINT "conference_details_capacity_check" CHECK ("conference_details"."registered_personnel" >= 0 and ("conference_details"."limit_personnel" = 0 or "conference_details"."registered_personnel" <= "conference_details"."limit_personnel"))
);
--> statement-breakpoint
CREATE TABLE "conferences" (
	"idx" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"category" varchar(50) DEFAULT '' NOT NULL,
	"contents" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"rsdatetime" timestamp with time zone NOT NULL,
	"redatetime" timestamp with time zone NOT NULL,
	"cancel_day" integer DEFAULT 0 NOT NULL,
	"is_address" char(1) DEFAULT 'N' NOT NULL,
	"is_view" char(1) DEFAULT 'Y' NOT NULL,
	"created_member" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "introductions" (
	"category" integer PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"contents" text NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_contents" (
	"device" varchar(10) PRIMARY KEY NOT NULL,
	"title" varchar(13) NOT NULL,
	"description" varchar(39) NOT NULL,
	"image" text,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" varchar(20) NOT NULL,
	"template" varchar(50) NOT NULL,
	"text" text NOT NULL,
	"fallback_text" text,
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"result_code" varchar(10),
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_message_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registration_attendees" (
	"idx" serial PRIMARY KEY NOT NULL,
	"registration_idx" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"church" varchar(100) NOT NULL,
	"is_cancel" char(1) DEFAULT 'N' NOT NULL,
	"cancelled_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"idx" serial PRIMARY KEY NOT NULL,
	"oid" varchar(64) NOT NULL,
	"member_idx" integer NOT NULL,
	"conference_detail_idx" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(200) DEFAULT '' NOT NULL,
	"church" varchar(100) NOT NULL,
	"status" varchar(10) NOT NULL,
	"total_price" integer NOT NULL,
	"headcount" integer NOT NULL,
	"tid" varchar(100),
	"pay_method" varchar(20),
	"barcode" varchar(20),
	"zip_code" varchar(10),
	"address" varchar(200),
	"detailed_address" varchar(200),
	"joined_conference" char(1) DEFAULT 'N' NOT NULL,
	"joined_date" timestamp with time zone,
	"roomname" varchar(100),
	"hold_expires_at" timestamp with time zone,
	"paid_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_idx_members_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_member_idx_members_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_board_id_boards_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("board_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_member_idx_members_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_details" ADD CONSTRAINT "conference_details_conference_idx_conferences_idx_fk" FOREIGN KEY ("conference_idx") REFERENCES "public"."conferences"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_attendees" ADD CONSTRAINT "registration_attendees_registration_idx_registrations_idx_fk" FOREIGN KEY ("registration_idx") REFERENCES "public"."registrations"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_member_idx_members_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_conference_detail_idx_conference_details_idx_fk" FOREIGN KEY ("conference_detail_idx") REFERENCES "public"."conference_details"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_uid_key" ON "members" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "members_phone_idx" ON "members" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "members_kakao_id_key" ON "members" USING btree ("kakao_id") WHERE "members"."kakao_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_naver_id_key" ON "members" USING btree ("naver_id") WHERE "members"."naver_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_apple_id_key" ON "members" USING btree ("apple_id") WHERE "members"."apple_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_idx");--> statement-breakpoint
CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id","created_date");--> statement-breakpoint
CREATE INDEX "posts_board_idx" ON "posts" USING btree ("board_id","is_pin","created_date");--> statement-breakpoint
CREATE INDEX "conference_details_conference_idx" ON "conference_details" USING btree ("conference_idx","number","sort");--> statement-breakpoint
CREATE INDEX "message_outbox_status_idx" ON "message_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "registration_attendees_registration_idx" ON "registration_attendees" USING btree ("registration_idx");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_oid_key" ON "registrations" USING btree ("oid");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_barcode_key" ON "registrations" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "registrations_member_idx" ON "registrations" USING btree ("member_idx","created_date");--> statement-breakpoint
CREATE INDEX "registrations_detail_idx" ON "registrations" USING btree ("conference_detail_idx","status");