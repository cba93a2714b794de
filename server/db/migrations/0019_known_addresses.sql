-- Addresses an account is known to sign in from (docs/decisions/045-lockout-strangers-cannot-set-off.md): the
-- account's lock holds back only addresses it does not know.
CREATE TABLE "sign_in_known_addresses" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_known_addresses_email_address_pk" PRIMARY KEY("email","address")
);
