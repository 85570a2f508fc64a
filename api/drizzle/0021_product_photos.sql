CREATE TABLE "product_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"jpeg_width" integer NOT NULL,
	"alt_fr" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_photos_hash_format" CHECK ("product_photos"."hash" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "product_photos_size" CHECK ("product_photos"."width" > 0 AND "product_photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_photos_product_idx" ON "product_photos" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_photos_hash_idx" ON "product_photos" USING btree ("hash");