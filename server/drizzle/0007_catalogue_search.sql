-- Catalogue search (issue 12 §2): trigram indexes answer ILIKE '%text%' on the title and the brief
-- description. pg_trgm is a trusted extension (PostgreSQL 13+); PGlite loads it in db/client.ts.
-- drizzle-kit does not write extensions, so this first statement was added to the generated file.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "material_tags_tag_idx" ON "material_tags" USING btree ("tag_id","material_id");--> statement-breakpoint
CREATE INDEX "materials_title_trgm_idx" ON "materials" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_brief_description_trgm_idx" ON "materials" USING gin ("brief_description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_standalone_subject_idx" ON "materials" USING btree ("subject") WHERE "materials"."is_standalone";