ALTER TABLE "portfolio_handles" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
-- Handles of accounts closed before this column: their 90 days start now.
UPDATE "portfolio_handles" SET "released_at" = now() WHERE "user_id" IS NULL;
