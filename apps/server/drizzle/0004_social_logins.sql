CREATE TABLE "social_logins" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(10) NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"binding_hash" varchar(64) NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"return_to" varchar(300) DEFAULT '/' NOT NULL,
	"ticket_hash" varchar(64),
	"provider_user_id" varchar(200),
	"name" varchar(50),
	"email" varchar(200),
	"phone" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "social_logins_state_key" ON "social_logins" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "social_logins_ticket_key" ON "social_logins" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "social_logins_expires_idx" ON "social_logins" USING btree ("expires_at");