CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"order_code" text NOT NULL,
	"refers_to" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_gstin" text,
	"place_of_supply" text NOT NULL,
	"hsn" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"quantity" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice','credit-note')),
	CONSTRAINT "invoices_refers_to_check" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."refers_to" is not null)),
	CONSTRAINT "invoices_sum_check" CHECK ("invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" = "invoices"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refers_to_invoices_id_fk" FOREIGN KEY ("refers_to") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_sequence_idx" ON "invoices" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_idx" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at","number");--> statement-breakpoint
-- An invoice or credit note is issued once and never changed (CGST Rule 46; a correction is a
-- credit note): an update or a deletion is refused by the database itself, whatever code asks.
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice is never changed or deleted';
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
