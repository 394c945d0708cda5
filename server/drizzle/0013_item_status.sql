-- Issue 24 §2: every item the shop sells is draft, published or archived. Existing rows and the seed
-- stay published. Nearly every row is published, so a plain status index would not narrow a public
-- list; the one index that changes is the Skills options' partial index, which now covers only the
-- shop's (published) standalone materials. A status change is an UPDATE, so the notification
-- triggers of migrations 0001 and 0009 drop every process's cache like any catalogue change.
DROP INDEX "materials_standalone_subject_idx";--> statement-breakpoint
ALTER TABLE "material_groups" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
CREATE INDEX "materials_shop_subject_idx" ON "materials" USING btree ("subject") WHERE "materials"."is_standalone" AND "materials"."status" = 'published';--> statement-breakpoint
ALTER TABLE "material_groups" ADD CONSTRAINT "material_groups_status_known" CHECK ("material_groups"."status" IN ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_status_known" CHECK ("materials"."status" IN ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_status_known" CHECK ("courses"."status" IN ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_status_known" CHECK ("exams"."status" IN ('draft', 'published', 'archived'));