ALTER TABLE "payment_items" DROP CONSTRAINT "payment_items_type_known";--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "paper_material_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_paper_material_id_materials_id_fk" FOREIGN KEY ("paper_material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exams_paper_material_idx" ON "exams" USING btree ("paper_material_id");--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_type_known" CHECK ("payment_items"."item_type" IN ('Material', 'MaterialGroup', 'Course', 'Exam'));