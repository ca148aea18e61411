CREATE TABLE "insight_counts" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_counts_user_id_day_event_detail_pk" PRIMARY KEY("user_id","day","event","detail")
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_visits" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"event" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "insight_visits_day_user_id_visitor_event_detail_pk" PRIMARY KEY("day","user_id","visitor","event","detail")
);
--> statement-breakpoint
CREATE TABLE "portfolio_handles" (
	"handle" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "insight_counts" ADD CONSTRAINT "insight_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_visits" ADD CONSTRAINT "insight_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_handles" ADD CONSTRAINT "portfolio_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_handles_user_id_idx" ON "portfolio_handles" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_handle_unique" UNIQUE("handle");