CREATE TABLE "sign_in_throttle" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sign_in_throttle_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "sign_in_throttle_kind_check" CHECK ("sign_in_throttle"."kind" IN ('account', 'ip'))
);
