CREATE TABLE IF NOT EXISTS "registry_remote_events" (
	"name" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registry_remote_events_pk" PRIMARY KEY("name","version","minute")
);
