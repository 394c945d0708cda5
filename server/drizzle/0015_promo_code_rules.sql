ALTER TABLE "promo_codes" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "minimum_order" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_usage_limit_positive" CHECK ("promo_codes"."usage_limit" IS NULL OR "promo_codes"."usage_limit" > 0);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_per_customer_limit_positive" CHECK ("promo_codes"."per_customer_limit" IS NULL OR "promo_codes"."per_customer_limit" > 0);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_minimum_order_positive" CHECK ("promo_codes"."minimum_order" IS NULL OR "promo_codes"."minimum_order" > 0);