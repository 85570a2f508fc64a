-- Catalogue search: accent- and case-insensitive full text ('simple' config, prefix queries) plus
-- trigram similarity for typos, served by expression indexes. The functions live in SQL so that the
-- indexes and the queries share one definition: an index only serves the exact same expression.
-- Bodies name their schema because index rebuilds and restores run with an empty search_path.

-- unaccent() is only STABLE (it reads a dictionary named at run time), which PostgreSQL refuses in
-- an index; naming the dictionary makes the result depend on the input alone.
CREATE OR REPLACE FUNCTION public.search_normalize(value text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(coalesce(value, ''))) $$;
--> statement-breakpoint
-- Name words weigh more than description words in the ranking.
CREATE OR REPLACE FUNCTION public.product_search_vector(name text, description text) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT setweight(pg_catalog.to_tsvector('simple'::regconfig, public.search_normalize(name)), 'A')
		|| setweight(pg_catalog.to_tsvector('simple'::regconfig, public.search_normalize(description)), 'B') $$;
--> statement-breakpoint
CREATE INDEX "products_search_fr_idx" ON "products" USING gin (public.product_search_vector("name_fr", "description_fr"));--> statement-breakpoint
CREATE INDEX "products_search_en_idx" ON "products" USING gin (public.product_search_vector("name_en", "description_en"));--> statement-breakpoint
CREATE INDEX "products_name_fr_trgm_idx" ON "products" USING gin (public.search_normalize("name_fr") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_en_trgm_idx" ON "products" USING gin (public.search_normalize("name_en") public.gin_trgm_ops);
