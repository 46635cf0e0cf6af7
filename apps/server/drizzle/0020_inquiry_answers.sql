ALTER TABLE "inquiries" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answered_date" timestamp with time zone;