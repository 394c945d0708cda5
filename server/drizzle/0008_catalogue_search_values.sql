-- Catalogue search values (issue 12 §2): see the comment below the columns. drizzle-kit wrote the three
-- ALTER TABLEs; the functions, triggers and backfill were added by hand.
ALTER TABLE "materials" ADD COLUMN "has_levels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "grade_values" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "skill_values" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The catalogue search (issue 12 §2) filters and counts on the three columns above instead of
-- joining the tags of every matching row: one row carries all B§5 needs. The app never writes them;
-- these triggers keep them, whoever changes a material, its tags or a tag (the app, a seed, psql).
-- The year names are YEAR_LEVELS of contract/src/catalogue-rules.ts, fixed by the spec.
CREATE FUNCTION the_gate_material_search_values(
  p_id integer, p_title text, p_brief text, p_subject text,
  OUT has_levels boolean, OUT grade_values text[], OUT skill_values text[]
) LANGUAGE sql STABLE AS $$
  SELECT
    lv.n > 0,
    CASE WHEN lv.n > 0 THEN lv.vals ELSE ARRAY(
      SELECT y FROM unnest(ARRAY['Year 5', 'Year 6', 'Year 7', 'Year 8']) WITH ORDINALITY AS u(y, i)
      WHERE p_title ILIKE '%' || y || '%' OR p_brief ILIKE '%' || y || '%' ORDER BY i) END,
    ARRAY(
      SELECT v FROM (
        SELECT p_subject AS v
        UNION
        SELECT t.value FROM material_tags mt JOIN tags t ON t.id = mt.tag_id
        WHERE mt.material_id = p_id AND t.key = 'Sub-strand'
      ) s WHERE v IS NOT NULL ORDER BY v)
  FROM (
    SELECT count(*) AS n, coalesce(array_agg(DISTINCT t.value ORDER BY t.value), '{}') AS vals
    FROM material_tags mt JOIN tags t ON t.id = mt.tag_id
    WHERE mt.material_id = p_id AND t.key = 'levels'
  ) lv
$$;
--> statement-breakpoint
CREATE FUNCTION the_gate_refresh_material_search(p_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE materials m SET (has_levels, grade_values, skill_values) = (
    SELECT v.has_levels, v.grade_values, v.skill_values
    FROM the_gate_material_search_values(m.id, m.title, m.brief_description, m.subject) v)
  WHERE m.id = ANY(p_ids)
$$;
--> statement-breakpoint
CREATE FUNCTION the_gate_material_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.has_levels, v.grade_values, v.skill_values INTO NEW.has_levels, NEW.grade_values, NEW.skill_values
  FROM the_gate_material_search_values(NEW.id, NEW.title, NEW.brief_description, NEW.subject) v;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER materials_search_values BEFORE INSERT OR UPDATE OF title, brief_description, subject ON materials
FOR EACH ROW EXECUTE FUNCTION the_gate_material_search_row();
--> statement-breakpoint
-- One refresh per statement, so a seed inserting thousands of links updates each material once.
CREATE FUNCTION the_gate_material_tags_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM the_gate_refresh_material_search(ARRAY(SELECT DISTINCT material_id FROM changed_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM the_gate_refresh_material_search(ARRAY(SELECT DISTINCT material_id FROM changed_old));
  ELSE
    PERFORM the_gate_refresh_material_search(ARRAY(
      SELECT material_id FROM changed_new UNION SELECT material_id FROM changed_old));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER material_tags_search_insert AFTER INSERT ON material_tags
REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION the_gate_material_tags_search();
--> statement-breakpoint
CREATE TRIGGER material_tags_search_delete AFTER DELETE ON material_tags
REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION the_gate_material_tags_search();
--> statement-breakpoint
CREATE TRIGGER material_tags_search_update AFTER UPDATE ON material_tags
REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT
EXECUTE FUNCTION the_gate_material_tags_search();
--> statement-breakpoint
-- A tag renamed or re-keyed changes every material that carries it.
CREATE FUNCTION the_gate_tags_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM the_gate_refresh_material_search(ARRAY(SELECT material_id FROM material_tags WHERE tag_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tags_search_values AFTER UPDATE OF key, value ON tags
FOR EACH ROW EXECUTE FUNCTION the_gate_tags_search();
--> statement-breakpoint
-- The materials already there.
SELECT the_gate_refresh_material_search(ARRAY(SELECT id FROM materials));
