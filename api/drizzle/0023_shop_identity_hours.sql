CREATE TABLE "shop_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason_fr" text NOT NULL,
	"reason_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "shop_closures_in_order" CHECK ("shop_closures"."ends_on" >= "shop_closures"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "shop_hours" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seasons" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_hours_single_row" CHECK ("shop_hours"."id" = 1),
	CONSTRAINT "shop_hours_seasons_array" CHECK (jsonb_typeof("shop_hours"."seasons") = 'array')
);
--> statement-breakpoint
CREATE TABLE "shop_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"firm" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_identity_single_row" CHECK ("shop_identity"."id" = 1),
	CONSTRAINT "shop_identity_firm_object" CHECK (jsonb_typeof("shop_identity"."firm") = 'object')
);
--> statement-breakpoint
CREATE INDEX "shop_closures_ends_on" ON "shop_closures" USING btree ("ends_on");