ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_known" CHECK ("blog_posts"."status" IN ('draft', 'published', 'scheduled'));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_has_time" CHECK ("blog_posts"."status" = 'draft' OR "blog_posts"."published_at" IS NOT NULL);--> statement-breakpoint
-- hand-written:
-- Posts the shop already showed (a publish date) stay Published; the rest are Drafts (issue 25 §5).
UPDATE "blog_posts" SET "status" = 'published' WHERE "published_at" IS NOT NULL;
