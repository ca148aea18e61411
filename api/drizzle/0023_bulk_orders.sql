ALTER TABLE "orders" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bulk" jsonb;--> statement-breakpoint
ALTER TABLE "nfc_cards" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "nfc_cards" ADD COLUMN "nfc_details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfc_cards" ADD CONSTRAINT "nfc_cards_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_organisation_created_idx" ON "orders" USING btree ("organisation_id","created_at" DESC NULLS LAST) WHERE "orders"."organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "nfc_cards_organisation_id_idx" ON "nfc_cards" USING btree ("organisation_id");