CREATE TABLE "post_attachments" (
	"attachment_id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "attachment_access" varchar(10) DEFAULT 'readers' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_attachments" ADD CONSTRAINT "post_attachments_post_id_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_attachments_post_idx" ON "post_attachments" USING btree ("post_id","attachment_id");