-- The search's per-product text, computed when a product is written instead of at every search:
-- the accent-free, case-free name (typo matching, name order) and the weighted vector of name and
-- description, per language. Stored generated columns keep them right whatever writes the row.
-- They stay out of src/db/schema.ts, like the functions of 0001: drizzle's selects never fetch them.
ALTER TABLE "products" ADD COLUMN "search_name_fr" text GENERATED ALWAYS AS (public.search_normalize("name_fr")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name_en" text GENERATED ALWAYS AS (public.search_normalize("name_en")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector_fr" tsvector GENERATED ALWAYS AS (public.product_search_vector("name_fr", "description_fr")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector_en" tsvector GENERATED ALWAYS AS (public.product_search_vector("name_en", "description_en")) STORED;--> statement-breakpoint
-- The expression indexes of 0001 give way to indexes on the stored columns the search now reads.
DROP INDEX IF EXISTS "products_search_fr_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_en_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_fr_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_en_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_search_vector_fr_idx" ON "products" USING gin ("search_vector_fr");--> statement-breakpoint
CREATE INDEX "products_search_vector_en_idx" ON "products" USING gin ("search_vector_en");--> statement-breakpoint
CREATE INDEX "products_search_name_fr_trgm_idx" ON "products" USING gin ("search_name_fr" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_name_en_trgm_idx" ON "products" USING gin ("search_name_en" public.gin_trgm_ops);
