CREATE TABLE "account_unlocks" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_backoff" (
	"address" text NOT NULL,
	"email" text NOT NULL,
	"failures" integer NOT NULL,
	"throttles" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"throttled_until" timestamp with time zone,
	CONSTRAINT "sign_in_backoff_address_email_pk" PRIMARY KEY("address","email")
);
--> statement-breakpoint
ALTER TABLE "sign_in_throttle" ADD COLUMN "unlock_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "account_unlocks_email_idx" ON "account_unlocks" USING btree ("email");