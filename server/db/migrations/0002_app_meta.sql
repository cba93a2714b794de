-- Facts about the data itself, e.g. which version of the derived search_text it holds (server/boot.ts).
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
