CREATE TABLE "mall_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(50) NOT NULL,
	"icon" varchar(20),
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_content_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(200) NOT NULL,
	"storage_key" varchar(300),
	"bytes" integer,
	"link_normal" varchar(300),
	"link_high" varchar(300),
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_image_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"price" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_item_bibles" (
	"item_id" integer NOT NULL,
	"book_id" smallint NOT NULL,
	"chapter" smallint
);
--> statement-breakpoint
CREATE TABLE "mall_item_relations" (
	"item_id" integer NOT NULL,
	"related_item_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "mall_item_relations_item_id_related_item_id_pk" PRIMARY KEY("item_id","related_item_id")
);
--> statement-breakpoint
CREATE TABLE "mall_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"item_type" varchar(10) NOT NULL,
	"content_type" varchar(10),
	"item_kind" varchar(50) NOT NULL,
	"title" varchar(200) NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"warehouse_id" integer,
	"regular_price" integer NOT NULL,
	"selling_price" integer NOT NULL,
	"discount_rate" smallint DEFAULT 0 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"download_period" integer DEFAULT 0 NOT NULL,
	"solar_term" varchar(20),
	"sample_link" varchar(300),
	"thumbnail_link" varchar(300),
	"description" text DEFAULT '' NOT NULL,
	"usage_guide" text DEFAULT '' NOT NULL,
	"copyright_info" text DEFAULT '' NOT NULL,
	"item_status" varchar(10) DEFAULT 'SALE' NOT NULL,
	"is_adf_active" boolean DEFAULT false NOT NULL,
	"product_stock" integer,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_option_combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"leaf_node_id" integer NOT NULL,
	"path" jsonb NOT NULL,
	"extra_price" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_option_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"parent_node_id" integer,
	"element_name" varchar(100) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"option_type" varchar(10) NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"depth" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"delivery_company" varchar(50) NOT NULL,
	"delivery_fee" integer NOT NULL,
	"delivery_free_option" integer NOT NULL,
	"additional_delivery_fee" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_review_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"path" varchar(300) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"order_item_id" integer,
	"title" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"is_deleted" varchar(1) DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_content_assets" ADD CONSTRAINT "mall_content_assets_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_image_licenses" ADD CONSTRAINT "mall_image_licenses_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_item_bibles" ADD CONSTRAINT "mall_item_bibles_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_item_relations" ADD CONSTRAINT "mall_item_relations_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_item_relations" ADD CONSTRAINT "mall_item_relations_related_item_id_mall_items_id_fk" FOREIGN KEY ("related_item_id") REFERENCES "public"."mall_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_items" ADD CONSTRAINT "mall_items_category_id_mall_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mall_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_items" ADD CONSTRAINT "mall_items_brand_id_mall_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."mall_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_items" ADD CONSTRAINT "mall_items_warehouse_id_mall_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."mall_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_option_combinations" ADD CONSTRAINT "mall_option_combinations_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_option_combinations" ADD CONSTRAINT "mall_option_combinations_leaf_node_id_mall_option_nodes_id_fk" FOREIGN KEY ("leaf_node_id") REFERENCES "public"."mall_option_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_option_nodes" ADD CONSTRAINT "mall_option_nodes_option_id_mall_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."mall_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_options" ADD CONSTRAINT "mall_options_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_review_photos" ADD CONSTRAINT "mall_review_photos_review_id_mall_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."mall_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_reviews" ADD CONSTRAINT "mall_reviews_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_item_bibles_book_idx" ON "mall_item_bibles" USING btree ("book_id","chapter");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_items_code_key" ON "mall_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "mall_items_category_idx" ON "mall_items" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_items_search_trgm_idx" ON "mall_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "mall_option_combinations_leaf_key" ON "mall_option_combinations" USING btree ("leaf_node_id");--> statement-breakpoint
CREATE INDEX "mall_option_combinations_item_idx" ON "mall_option_combinations" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "mall_option_nodes_parent_idx" ON "mall_option_nodes" USING btree ("option_id","parent_node_id");--> statement-breakpoint
CREATE INDEX "mall_review_photos_review_idx" ON "mall_review_photos" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "mall_reviews_item_idx" ON "mall_reviews" USING btree ("item_id","created_at");