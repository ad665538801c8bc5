CREATE TABLE "slot_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
