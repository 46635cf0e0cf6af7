ALTER TABLE "phone_codes" ADD COLUMN "member_idx" integer;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD COLUMN "token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_member_idx_members_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("idx") ON DELETE cascade ON UPDATE no action;