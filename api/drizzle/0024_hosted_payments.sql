CREATE TABLE "hosted_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer,
	"booking_id" integer,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"idempotency_key" text NOT NULL,
	"url" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosted_sessions_one_payer" CHECK (("hosted_sessions"."order_id" IS NULL) <> ("hosted_sessions"."booking_id" IS NULL)),
	CONSTRAINT "hosted_sessions_kind_matches" CHECK (("hosted_sessions"."kind" = 'order') = ("hosted_sessions"."order_id" IS NOT NULL)),
	CONSTRAINT "hosted_sessions_kind_known" CHECK ("hosted_sessions"."kind" IN ('order', 'booking')),
	CONSTRAINT "hosted_sessions_status_known" CHECK ("hosted_sessions"."status" IN ('open', 'pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "hosted_sessions_amount_positive" CHECK ("hosted_sessions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"session_id" text,
	"outcome" text NOT NULL,
	"reason" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_outcome_known" CHECK ("payment_events"."outcome" IN ('applied', 'ignored', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "hosted_sessions" ADD CONSTRAINT "hosted_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_sessions" ADD CONSTRAINT "hosted_sessions_booking_id_tour_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tour_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_sessions_provider_session_unique" ON "hosted_sessions" USING btree ("provider","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_sessions_idempotency_key_unique" ON "hosted_sessions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "hosted_sessions_order_id_idx" ON "hosted_sessions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "hosted_sessions_booking_id_idx" ON "hosted_sessions" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_sessions_one_paid_per_order" ON "hosted_sessions" USING btree ("order_id") WHERE "hosted_sessions"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_sessions_one_paid_per_booking" ON "hosted_sessions" USING btree ("booking_id") WHERE "hosted_sessions"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_unique" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_session_idx" ON "payment_events" USING btree ("provider","session_id");