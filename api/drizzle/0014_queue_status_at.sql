CREATE TABLE "order_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_at" timestamp with time zone GENERATED ALWAYS AS (case status
          when 'placed' then coalesce(placed_at, created_at)
          when 'confirmed' then coalesce(confirmed_at, created_at)
          when 'shipped' then coalesce(shipped_at, created_at)
          when 'completed' then coalesce(completed_at, created_at)
          when 'cancelled' then coalesce(cancelled_at, created_at)
          when 'failed' then coalesce(failed_at, created_at)
          else created_at end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_status_at_idx" ON "orders" USING btree ("status","status_at","id");--> statement-breakpoint
-- The tabs' counts follow every change of an order's status in the transaction that makes it: one
-- statement-level trigger per event, so a batch of a thousand orders is one upsert per status,
-- not a thousand updates of the same row. A status with no row counts 0 (an emptied table is
-- right); each change takes its rows' locks in the statuses' order, so two never deadlock.
CREATE FUNCTION "order_status_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "order_status_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "order_status_counts" AS c ("status", "orders")
      SELECT "status", count(*) FROM "added_orders" GROUP BY "status" ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_status_counts" AS c ("status", "orders")
      SELECT "status", -count(*) FROM "removed_orders" GROUP BY "status" ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  ELSE
    INSERT INTO "order_status_counts" AS c ("status", "orders")
      SELECT "status", sum(n) FROM (
        SELECT "status", 1 AS n FROM "changed_to"
        UNION ALL SELECT "status", -1 FROM "changed_from"
      ) AS moves
      GROUP BY "status" HAVING sum(n) <> 0 ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "orders" = c."orders" + excluded."orders";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_status_counts_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "added_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "order_status_counts_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS "removed_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "order_status_counts_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS "changed_from" NEW TABLE AS "changed_to"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "order_status_counts_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_status_counts_follow"();--> statement-breakpoint
-- Counted after the triggers exist: creating them waited for every transaction writing orders to
-- end and holds off new ones until this migration commits, so no order is counted twice or missed.
INSERT INTO "order_status_counts" ("status", "orders")
  SELECT "status", count(*) FROM "orders" GROUP BY "status";
