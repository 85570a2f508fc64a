CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"phone" text,
	"lang" text DEFAULT 'fr' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"address_shipping_company" text,
	"address_shipping_address1" text,
	"address_shipping_address2" text,
	"address_shipping_zipcode" text,
	"address_shipping_email" text,
	"address_shipping_firstname" text,
	"address_shipping_lastname" text,
	"address_shipping_country" text,
	"address_shipping_phone" text,
	"address_shipping_city" text,
	"address_billing_company" text,
	"address_billing_address1" text,
	"address_billing_address2" text,
	"address_billing_zipcode" text,
	"address_billing_email" text,
	"address_billing_firstname" text,
	"address_billing_lastname" text,
	"address_billing_country" text,
	"address_billing_phone" text,
	"address_billing_city" text,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_lang_known" CHECK ("users"."lang" IN ('fr', 'en')),
	CONSTRAINT "users_points_nonnegative" CHECK ("users"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_token_hash_unique" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_user_id_idx" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");