CREATE TABLE "contact_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sent_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "portfolio_leads" ADD COLUMN "source" text DEFAULT 'shared' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_leads" ADD COLUMN "designation" text;--> statement-breakpoint
ALTER TABLE "portfolio_leads" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "portfolio_leads" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "portfolio_leads" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_leads" ADD COLUMN "met_at" text;--> statement-breakpoint
ALTER TABLE "portfolio_leads" ADD COLUMN "met_on" date;--> statement-breakpoint
ALTER TABLE "portfolio_leads" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "portfolio_leads" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "portfolio_leads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_webhooks" ADD CONSTRAINT "contact_webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_digests" ADD CONSTRAINT "follow_up_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_api_tokens" ADD CONSTRAINT "personal_api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_contact_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."contact_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_webhooks_user_id_idx" ON "contact_webhooks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_api_tokens_token_hash_idx" ON "personal_api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "personal_api_tokens_user_id_idx" ON "personal_api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_id_created_at_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "portfolio_leads" ADD CONSTRAINT "portfolio_leads_photo_key_files_key_fk" FOREIGN KEY ("photo_key") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_leads_follow_up_on_idx" ON "portfolio_leads" USING btree ("follow_up_on") WHERE "portfolio_leads"."follow_up_on" is not null;--> statement-breakpoint
ALTER TABLE "portfolio_leads" ADD CONSTRAINT "portfolio_leads_source_check" CHECK ("portfolio_leads"."source" in ('shared', 'scanned', 'typed'));