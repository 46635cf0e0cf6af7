CREATE TABLE "mall_download_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_idx" integer NOT NULL,
	"order_content_id" integer NOT NULL,
	"download_type" varchar(4) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_order_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"oid" varchar(30) NOT NULL,
	"amount" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" varchar(20) DEFAULT 'EXTRA_CREATED' NOT NULL,
	"order_status_before" varchar(20) NOT NULL,
	"pay_method" varchar(20),
	"tid" varchar(64),
	"paid_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_refund_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"refund_type" varchar(10) NOT NULL,
	"reason_type" varchar(20) NOT NULL,
	"refund_all" boolean NOT NULL,
	"title" varchar(100) NOT NULL,
	"reason_detail" varchar(2000) DEFAULT '' NOT NULL,
	"refund_account_bank_name" varchar(50) DEFAULT '' NOT NULL,
	"refund_account_number" varchar(50) DEFAULT '' NOT NULL,
	"refund_account_owner" varchar(50) DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(30) DEFAULT 'REFUND_REQUESTED' NOT NULL,
	"order_status_before" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_download_history" ADD CONSTRAINT "mall_download_history_order_content_id_mall_order_contents_id_fk" FOREIGN KEY ("order_content_id") REFERENCES "public"."mall_order_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_extras" ADD CONSTRAINT "mall_order_extras_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_refund_items" ADD CONSTRAINT "mall_refund_items_refund_id_mall_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."mall_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_refund_items" ADD CONSTRAINT "mall_refund_items_order_item_id_mall_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."mall_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_refunds" ADD CONSTRAINT "mall_refunds_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_download_history_member_idx" ON "mall_download_history" USING btree ("member_idx","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_order_extras_oid_key" ON "mall_order_extras" USING btree ("oid");--> statement-breakpoint
CREATE INDEX "mall_order_extras_order_idx" ON "mall_order_extras" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mall_refund_items_refund_idx" ON "mall_refund_items" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "mall_refunds_order_idx" ON "mall_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_reviews_order_item_key" ON "mall_reviews" USING btree ("order_item_id") WHERE "mall_reviews"."is_deleted" = 'N';--> statement-breakpoint
CREATE INDEX "mall_reviews_member_idx" ON "mall_reviews" USING btree ("member_idx","created_at");