CREATE TABLE "tour_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"token_hash" text NOT NULL,
	"tour_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'held' NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"seats" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_method" text,
	"paid_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refund" text DEFAULT 'none' NOT NULL,
	"mailed_status" text,
	"contact_firstname" text NOT NULL,
	"contact_lastname" text NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_bookings_status_known" CHECK ("tour_bookings"."status" IN ('held', 'awaiting_payment', 'confirmed', 'cancelled', 'expired')),
	CONSTRAINT "tour_bookings_refund_known" CHECK ("tour_bookings"."refund" IN ('none', 'due', 'refunded')),
	CONSTRAINT "tour_bookings_party" CHECK ("tour_bookings"."adults" >= 1 AND "tour_bookings"."children" >= 0 AND "tour_bookings"."seats" >= "tour_bookings"."adults" + "tour_bookings"."children"),
	CONSTRAINT "tour_bookings_amount_nonnegative" CHECK ("tour_bookings"."amount_cents" >= 0),
	CONSTRAINT "tour_bookings_lang_known" CHECK ("tour_bookings"."lang" IN ('fr', 'en'))
);
--> statement-breakpoint
CREATE TABLE "tour_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "tour_slots_capacity_nonnegative" CHECK ("tour_slots"."capacity" >= 0),
	CONSTRAINT "tour_slots_ends_after_start" CHECK ("tour_slots"."ends_at" > "tour_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"summary_fr" text NOT NULL,
	"summary_en" text NOT NULL,
	"audience_fr" text NOT NULL,
	"audience_en" text NOT NULL,
	"guided" boolean NOT NULL,
	"duration_minutes" integer,
	"distance_m" integer,
	"public_price_cents" integer,
	"pricing" jsonb NOT NULL,
	"max_party" integer NOT NULL,
	"child_required" boolean DEFAULT false NOT NULL,
	"lead_days" integer DEFAULT 0 NOT NULL,
	"min_age" integer,
	"capacity" integer NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"schedule" jsonb NOT NULL,
	CONSTRAINT "tours_capacity_positive" CHECK ("tours"."capacity" > 0 AND "tours"."max_party" > 0),
	CONSTRAINT "tours_lead_days_nonnegative" CHECK ("tours"."lead_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_slot_id_tour_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."tour_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_slots" ADD CONSTRAINT "tour_slots_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_bookings_reference_unique" ON "tour_bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_bookings_token_hash_unique" ON "tour_bookings" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tour_bookings_slot_status_idx" ON "tour_bookings" USING btree ("slot_id","status");--> statement-breakpoint
CREATE INDEX "tour_bookings_user_id_idx" ON "tour_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tour_bookings_held_idx" ON "tour_bookings" USING btree ("hold_expires_at") WHERE "tour_bookings"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "tour_slots_tour_starts_unique" ON "tour_slots" USING btree ("tour_id","starts_at");--> statement-breakpoint
CREATE INDEX "tour_slots_starts_at_idx" ON "tour_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tours_slug_unique" ON "tours" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_tour_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tour_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_booking_id_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_booking" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_payer" CHECK (("payments"."order_id" IS NULL) <> ("payments"."booking_id" IS NULL));