-- One row per remote, version, ten-minute window and visitor (a keyed hash of the cookie's id): the
-- canary guard counts distinct visitors, never reports. registry_remote_events (0001) stays for the
-- replicas of the previous image during a rolling update, or after the image is rolled back;
-- nothing reads it any more.
CREATE TABLE IF NOT EXISTS "registry_remote_visitors" (
	"name" text NOT NULL,
	"version" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"visitor" text NOT NULL,
	"loaded" boolean DEFAULT false NOT NULL,
	"failed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "registry_remote_visitors_pk" PRIMARY KEY("name","version","window_start","visitor")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registry_remote_visitors_window_idx" ON "registry_remote_visitors" USING btree ("window_start");
