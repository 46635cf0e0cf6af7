CREATE TABLE "mall_cart_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"combination_id" integer,
	"option_message" varchar(100),
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_idx" integer NOT NULL,
	"item_id" integer NOT NULL,
	"license_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_order_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"member_idx" integer NOT NULL,
	"item_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"download_expiration" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_order_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"warehouse_name" varchar(100) NOT NULL,
	"brand_name" varchar(200) NOT NULL,
	"delivery_company" varchar(50) NOT NULL,
	"regular_price" integer NOT NULL,
	"purchase_price" integer NOT NULL,
	"delivery_fee" integer NOT NULL,
	"request_message" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_order_item_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"option_id" integer,
	"combination_id" integer,
	"details" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"delivery_id" integer,
	"item_id" integer NOT NULL,
	"item_type" varchar(10) NOT NULL,
	"content_type" varchar(10),
	"title" varchar(200) NOT NULL,
	"thumbnail_link" varchar(300),
	"license_id" integer,
	"license_name" varchar(100),
	"is_free" boolean NOT NULL,
	"regular_price" integer NOT NULL,
	"selling_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_regular_price" integer NOT NULL,
	"total_price" integer NOT NULL,
	"product_stock_taken" integer DEFAULT 0 NOT NULL,
	"download_period" integer DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'PAY_WAIT' NOT NULL,
	"delivery_status" varchar(20),
	"delivery_company" varchar(50),
	"invoice_number" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"oid" varchar(30) NOT NULL,
	"member_idx" integer NOT NULL,
	"order_key" varchar(64) NOT NULL,
	"status" varchar(20) DEFAULT 'PAY_WAIT' NOT NULL,
	"good_name" varchar(200) NOT NULL,
	"buyer_name" varchar(50) NOT NULL,
	"buyer_tel" varchar(20) NOT NULL,
	"buyer_email" varchar(200) NOT NULL,
	"buyer_zip_code" varchar(10) DEFAULT '' NOT NULL,
	"buyer_address" varchar(200) DEFAULT '' NOT NULL,
	"buyer_detailed_address" varchar(200) DEFAULT '' NOT NULL,
	"needs_shipping" boolean NOT NULL,
	"shipping_name" varchar(50) DEFAULT '' NOT NULL,
	"shipping_phone" varchar(20) DEFAULT '' NOT NULL,
	"zip_code" varchar(10) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"detailed_address" varchar(200) DEFAULT '' NOT NULL,
	"shipping_memo" varchar(200) DEFAULT '' NOT NULL,
	"total_regular_price" integer NOT NULL,
	"total_discount_amount" integer NOT NULL,
	"total_purchase_price" integer NOT NULL,
	"total_delivery_fee" integer NOT NULL,
	"total_paid_amount" integer NOT NULL,
	"cart_ids" jsonb NOT NULL,
	"pay_method" varchar(20),
	"pay_device" varchar(10),
	"tid" varchar(64),
	"paid_at" timestamp with time zone,
	"stock_held" boolean DEFAULT true NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"fail_reason" varchar(200),
	"vbank_name" varchar(50),
	"vbank_number" varchar(50),
	"vbank_holder" varchar(50),
	"vbank_deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_cart_options" ADD CONSTRAINT "mall_cart_options_cart_id_mall_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."mall_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_cart_options" ADD CONSTRAINT "mall_cart_options_option_id_mall_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."mall_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_cart_options" ADD CONSTRAINT "mall_cart_options_combination_id_mall_option_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."mall_option_combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_carts" ADD CONSTRAINT "mall_carts_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_carts" ADD CONSTRAINT "mall_carts_license_id_mall_image_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."mall_image_licenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_contents" ADD CONSTRAINT "mall_order_contents_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_contents" ADD CONSTRAINT "mall_order_contents_order_item_id_mall_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."mall_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_deliveries" ADD CONSTRAINT "mall_order_deliveries_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_item_options" ADD CONSTRAINT "mall_order_item_options_order_item_id_mall_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."mall_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD CONSTRAINT "mall_order_items_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD CONSTRAINT "mall_order_items_delivery_id_mall_order_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."mall_order_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_cart_options_cart_idx" ON "mall_cart_options" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_carts_member_item_key" ON "mall_carts" USING btree ("member_idx","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_order_contents_item_key" ON "mall_order_contents" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "mall_order_contents_member_idx" ON "mall_order_contents" USING btree ("member_idx","created_at");--> statement-breakpoint
CREATE INDEX "mall_order_deliveries_order_idx" ON "mall_order_deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mall_order_item_options_item_idx" ON "mall_order_item_options" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "mall_order_items_order_idx" ON "mall_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_oid_key" ON "mall_orders" USING btree ("oid");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_member_key" ON "mall_orders" USING btree ("member_idx","order_key");--> statement-breakpoint
CREATE INDEX "mall_orders_member_created_idx" ON "mall_orders" USING btree ("member_idx","created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_hold_idx" ON "mall_orders" USING btree ("hold_expires_at");