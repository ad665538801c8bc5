CREATE TABLE "mailchimp_connections" (
	"app_id" uuid PRIMARY KEY NOT NULL,
	"api_key_sealed" text NOT NULL,
	"audience_id" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"consent_question" text NOT NULL,
	"double_opt_in" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailchimp_syncs" (
	"attendee_id" uuid PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailchimp_connections" ADD CONSTRAINT "mailchimp_connections_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;