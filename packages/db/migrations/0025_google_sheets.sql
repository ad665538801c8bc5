CREATE TABLE "google_sheets_connections" (
	"app_id" uuid PRIMARY KEY NOT NULL,
	"grant_id" uuid NOT NULL,
	"spreadsheet_id" text NOT NULL,
	"bookings_sheet" text NOT NULL,
	"responses_sheet" text,
	"columns" text[] NOT NULL,
	"timezone" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_sheets_rows" (
	"app_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"spreadsheet_id" text NOT NULL,
	"sheet" text NOT NULL,
	"row" integer,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "google_sheets_rows_app_id_subject_pk" PRIMARY KEY("app_id","subject")
);
--> statement-breakpoint
ALTER TABLE "google_sheets_connections" ADD CONSTRAINT "google_sheets_connections_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_sheets_connections" ADD CONSTRAINT "google_sheets_connections_grant_id_oauth_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."oauth_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_sheets_rows" ADD CONSTRAINT "google_sheets_rows_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;