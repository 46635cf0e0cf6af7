CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_member_idx_members_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_member_idx" ON "login_failures" USING btree ("member_idx","created_at");