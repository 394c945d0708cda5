-- Public read responses are cached in each server process (server/src/lib/response-cache.ts).
-- Every write to a table those responses come from sends one notification per statement on
-- the channel the_gate_public_data, so every process (LISTENing on its own connection) drops
-- its cache, whoever made the change: the app, a migration, or someone in psql.
CREATE OR REPLACE FUNCTION the_gate_notify_public_data_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('the_gate_public_data', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'categories', 'material_types', 'tags', 'materials', 'material_tags', 'material_groups',
    'material_group_tags', 'material_group_materials', 'material_group_hierarchy',
    'media', 'blog_authors', 'blog_categories', 'blog_posts',
    'courses', 'lessons', 'exams', 'distributors', 'distributor_locations'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION the_gate_notify_public_data_change()',
      t || '_notify_change', t);
  END LOOP;
END;
$$;
