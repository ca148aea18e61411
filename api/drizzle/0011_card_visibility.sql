ALTER TABLE "portfolios" ADD COLUMN "hidden_fields" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "searchable" boolean DEFAULT false NOT NULL;