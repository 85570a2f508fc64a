CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "invoice_counters_kind_known" CHECK ("invoice_counters"."kind" IN ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"token_hash" text NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "invoices_credit_note_corrects_an_invoice" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."invoice_id" IS NOT NULL)),
	CONSTRAINT "invoices_amounts_add_up" CHECK ("invoices"."net_cents" + "invoices"."vat_cents" = "invoices"."total_cents" AND "invoices"."total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_year_sequence_unique" ON "invoices" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_token_hash_unique" ON "invoices" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_invoice_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_order_id_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
-- An issued invoice or credit note is never changed nor removed: a correction is a new credit note.
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice % is issued: it cannot be changed or deleted', OLD."number" USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
