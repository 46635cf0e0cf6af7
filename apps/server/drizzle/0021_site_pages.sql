CREATE TABLE "site_pages" (
	"slug" varchar(40) PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"contents" text NOT NULL,
	"updated_by" integer,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
