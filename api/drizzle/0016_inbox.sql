CREATE TABLE "inbox_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message_id" integer NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_answers_kind_known" CHECK ("kind" IN ('contact', 'pro'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_answers" ADD CONSTRAINT "inbox_answers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_answers_message_idx" ON "inbox_answers" USING btree ("kind","message_id");