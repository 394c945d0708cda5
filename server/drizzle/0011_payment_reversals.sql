ALTER TABLE "payments" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversal_check_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paymob_sandbox_transactions" ADD COLUMN "refunded_amount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_reversal_check_idx" ON "payments" USING btree ("reversal_check_due_at") WHERE "payments"."reversal_check_due_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_amount" >= 0 AND "payments"."refunded_amount" <= "payments"."amount");--> statement-breakpoint
-- The sandbox's payments refunded before the running total existed: the sum of their refunds.
UPDATE "paymob_sandbox_transactions" AS "parent" SET "refunded_amount_cents" = (
	SELECT coalesce(sum("child"."amount_cents"), 0) FROM "paymob_sandbox_transactions" AS "child"
	WHERE "child"."parent_transaction_id" = "parent"."id" AND "child"."is_refund"
) WHERE "parent"."is_refunded";
