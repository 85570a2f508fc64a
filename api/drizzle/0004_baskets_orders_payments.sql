CREATE TABLE "basket_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"basket_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_lines_quantity_positive" CHECK ("basket_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"discount_code_id" integer,
	"points_used" integer DEFAULT 0 NOT NULL,
	"shipping_method_id" integer,
	"relay_point" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
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
	CONSTRAINT "baskets_status_known" CHECK ("baskets"."status" IN ('open', 'ordered')),
	CONSTRAINT "baskets_points_nonnegative" CHECK ("baskets"."points_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_amount_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discount_codes_code_upper_case" CHECK ("discount_codes"."code" = upper("discount_codes"."code")),
	CONSTRAINT "discount_codes_kind_known" CHECK ("discount_codes"."kind" IN ('percent', 'amount', 'free_shipping')),
	CONSTRAINT "discount_codes_percent_range" CHECK ("discount_codes"."kind" <> 'percent' OR ("discount_codes"."value" > 0 AND "discount_codes"."value" <= 100)),
	CONSTRAINT "discount_codes_amounts_nonnegative" CHECK ("discount_codes"."value" >= 0 AND "discount_codes"."min_amount_cents" >= 0),
	CONSTRAINT "discount_codes_uses_within_limit" CHECK ("discount_codes"."uses" >= 0 AND ("discount_codes"."max_uses" IS NULL OR "discount_codes"."uses" <= "discount_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_base_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"basket_id" uuid NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"payment_method" text NOT NULL,
	"lang" text NOT NULL,
	"amount_products_cents" integer NOT NULL,
	"amount_discount_cents" integer NOT NULL,
	"amount_points_cents" integer NOT NULL,
	"amount_shipping_cents" integer NOT NULL,
	"amount_total_cents" integer NOT NULL,
	"shipping_offered" boolean NOT NULL,
	"nb_products" integer NOT NULL,
	"points_used" integer NOT NULL,
	"earned_points" integer NOT NULL,
	"discount_code_id" integer,
	"discount" jsonb,
	"shipping" jsonb NOT NULL,
	"relay_point" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"points_credited_at" timestamp with time zone,
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
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('awaiting_payment', 'paid', 'preparing', 'shipped', 'ready_for_pickup', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" IN ('card', 'transfer', 'shop')),
	CONSTRAINT "orders_amounts_nonnegative" CHECK ("orders"."amount_total_cents" >= 0 AND "orders"."amount_products_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"challenge_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" IN ('paid', 'declined', 'challenge'))
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "shipping_methods_kind_known" CHECK ("shipping_methods"."kind" IN ('home', 'relay', 'shop'))
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"method_id" integer NOT NULL,
	"zone" text NOT NULL,
	"max_weight_g" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "shipping_rates_method_id_zone_max_weight_g_pk" PRIMARY KEY("method_id","zone","max_weight_g"),
	CONSTRAINT "shipping_rates_price_nonnegative" CHECK ("shipping_rates"."price_cents" >= 0 AND "shipping_rates"."max_weight_g" > 0)
);
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_method_id_shipping_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_lines_basket_product_unique" ON "basket_lines" USING btree ("basket_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_one_open_per_user" ON "baskets" USING btree ("user_id") WHERE "baskets"."status" = 'open' AND "baskets"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_unique" ON "discount_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_user_idx" ON "discount_redemptions" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_unique" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_basket_id_unique" ON "orders" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_challenge_id_unique" ON "payments" USING btree ("challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
-- Reference data: the three ways of getting a parcel and their prices (VAT included) by zone and weight band.
INSERT INTO "shipping_methods" ("id", "kind", "name_fr", "name_en", "description_fr", "description_en", "position") VALUES
  (1, 'home', 'Livraison à domicile', 'Home delivery', 'Colis suivi remis contre signature, en 48 à 72 h.', 'Tracked parcel delivered against signature within 48 to 72 hours.', 1),
  (2, 'relay', 'Point relais', 'Relay point', 'Retrait dans le point relais de votre choix, en 3 à 5 jours.', 'Collect your parcel at the relay point of your choice within 3 to 5 days.', 2),
  (3, 'shop', 'Retrait à la boutique de Saint-Didier', 'Pick-up at the Saint-Didier shop', 'Gratuit : votre commande vous attend à la boutique, 84210 Saint-Didier.', 'Free: your order waits for you at the shop, 84210 Saint-Didier.', 3);
--> statement-breakpoint
INSERT INTO "shipping_rates" ("method_id", "zone", "max_weight_g", "price_cents") VALUES
  (1, 'metro', 250, 495), (1, 'metro', 500, 690), (1, 'metro', 1000, 850), (1, 'metro', 2000, 990),
  (1, 'metro', 5000, 1450), (1, 'metro', 10000, 2190), (1, 'metro', 30000, 3200),
  (1, 'corsica', 500, 990), (1, 'corsica', 1000, 1190), (1, 'corsica', 2000, 1490),
  (1, 'corsica', 5000, 1990), (1, 'corsica', 10000, 2990), (1, 'corsica', 30000, 4500),
  (1, 'overseas', 500, 1490), (1, 'overseas', 1000, 1990), (1, 'overseas', 2000, 2790),
  (1, 'overseas', 5000, 4500), (1, 'overseas', 10000, 6900), (1, 'overseas', 30000, 12000),
  (1, 'eu', 500, 1250), (1, 'eu', 1000, 1490), (1, 'eu', 2000, 1790),
  (1, 'eu', 5000, 2490), (1, 'eu', 10000, 3490), (1, 'eu', 30000, 5500),
  (2, 'metro', 500, 390), (2, 'metro', 1000, 490), (2, 'metro', 2000, 590),
  (2, 'metro', 5000, 890), (2, 'metro', 10000, 1290), (2, 'metro', 20000, 1690);
