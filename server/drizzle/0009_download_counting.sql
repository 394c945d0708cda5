CREATE TABLE "download_events" (
	"material_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "download_events_material_id_visitor_day_pk" PRIMARY KEY("material_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "download_events" ADD CONSTRAINT "download_events_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_events_day_idx" ON "download_events" USING btree ("day");--> statement-breakpoint
-- Counting a download changes only materials.download_count, and it must not drop every process's
-- cached catalogue (issue 13 §3: a loop of downloads flushed the cache on every request). The
-- statement-level notification of migration 0001 stays for inserts, deletes and truncates; an
-- update that changed only the counters says so ('materials:counts', app.ts COUNTS_CHANGED), and
-- each process then drops its cache once a minute at most instead of at once.
DROP TRIGGER materials_notify_change ON materials;--> statement-breakpoint
CREATE TRIGGER materials_notify_change AFTER INSERT OR DELETE OR TRUNCATE ON materials
  FOR EACH STATEMENT EXECUTE FUNCTION the_gate_notify_public_data_change();--> statement-breakpoint
CREATE OR REPLACE FUNCTION the_gate_notify_material_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT to_jsonb(n) - 'download_count' - 'view_count' FROM changed_new n
    EXCEPT ALL
    SELECT to_jsonb(o) - 'download_count' - 'view_count' FROM changed_old o
  ) THEN
    PERFORM pg_notify('the_gate_public_data', TG_TABLE_NAME);
  ELSIF EXISTS (SELECT 1 FROM changed_new) THEN
    PERFORM pg_notify('the_gate_public_data', 'materials:counts');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER materials_notify_update AFTER UPDATE ON materials
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION the_gate_notify_material_update();
