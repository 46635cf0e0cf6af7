CREATE TABLE "post_views" (
	"post_id" integer NOT NULL,
	"viewer_key" varchar(64) NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "content_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_views" ADD CONSTRAINT "post_views_post_id_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_views_viewer_day" ON "post_views" USING btree ("post_id","viewer_key","day");--> statement-breakpoint
CREATE INDEX "post_views_day" ON "post_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "posts_member_idx" ON "posts" USING btree ("member_idx");