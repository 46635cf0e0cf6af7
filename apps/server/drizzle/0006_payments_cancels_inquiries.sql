CREATE TABLE "registration_cancels" (
	"idx" serial PRIMARY KEY NOT NULL,
	"registration_idx" integer NOT NULL,
	"status" varchar(10) DEFAULT '취소신청' NOT NULL,
	"type" varchar(10) NOT NULL,
	"price" integer NOT NULL,
	"count" integer NOT NULL,
	"cancel_member_idxs" varchar(2000) NOT NULL,
	"refund_bank_code" varchar(10),
	"refund_account_number" varchar(50),
	"refund_account_holder" varchar(50),
	"refund_error" varchar(300),
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"confirm_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"reference_idx" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"done_path" varchar(100) NOT NULL,
	"oid" varchar(40) NOT NULL,
	"amount" integer NOT NULL,
	"good_name" varchar(200) NOT NULL,
	"buyer_name" varchar(50) DEFAULT '' NOT NULL,
	"buyer_tel" varchar(20) DEFAULT '' NOT NULL,
	"buyer_email" varchar(200) DEFAULT '' NOT NULL,
	"device" varchar(10) NOT NULL,
	"method" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'ready' NOT NULL,
	"tid" varchar(64),
	"result_code" varchar(20),
	"result_message" varchar(300),
	"vbank_bank_code" varchar(10),
	"vbank_bank_name" varchar(50),
	"vbank_number" varchar(50),
	"vbank_holder" varchar(50),
	"vbank_deadline" timestamp with time zone,
	"net_cancel" jsonb,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_amount" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"idx" serial PRIMARY KEY NOT NULL,
	"conference_idx" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"contents" text NOT NULL,
	"status" varchar(10) DEFAULT '문의신청' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registration_cancels" ADD CONSTRAINT "registration_cancels_registration_idx_registrations_idx_fk" FOREIGN KEY ("registration_idx") REFERENCES "public"."registrations"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_conference_idx_conferences_idx_fk" FOREIGN KEY ("conference_idx") REFERENCES "public"."conferences"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_member_idx_members_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_cancels_registration_idx" ON "registration_cancels" USING btree ("registration_idx","created_date");--> statement-breakpoint
CREATE INDEX "registration_cancels_status_idx" ON "registration_cancels" USING btree ("status","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_oid_key" ON "payments" USING btree ("oid");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tid_key" ON "payments" USING btree ("tid");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("purpose","reference_idx");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "inquiries_member_idx" ON "inquiries" USING btree ("member_idx","created_date");--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_date");