CREATE TABLE "organisation_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"member_user_id" uuid,
	"member_name" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text,
	"email" text,
	"company" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "share_contacts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisation_leads" ADD CONSTRAINT "organisation_leads_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_leads" ADD CONSTRAINT "organisation_leads_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_leads_organisation_id_created_at_idx" ON "organisation_leads" USING btree ("organisation_id","created_at" DESC NULLS LAST);