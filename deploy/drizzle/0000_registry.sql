CREATE TABLE IF NOT EXISTS "registry_remotes" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"url" text NOT NULL,
	"canary_version" text,
	"canary_url" text,
	"canary_percent" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registry_remotes_canary_whole" CHECK (("canary_version" IS NULL) = ("canary_url" IS NULL) AND ("canary_version" IS NULL) = ("canary_percent" IS NULL)),
	CONSTRAINT "registry_remotes_canary_percent" CHECK ("canary_percent" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "registry_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"url" text,
	"by" text,
	"note" text,
	"percent" integer
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registry_history_name_idx" ON "registry_history" USING btree ("name","id");
