CREATE TABLE "tracker_apps" (
	"app_id" uuid NOT NULL,
	"app_name" text NOT NULL,
	"tracker_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracker_apps_app_id_app_name_pk" PRIMARY KEY("app_id","app_name")
);
--> statement-breakpoint
ALTER TABLE "tracker_apps" ADD CONSTRAINT "tracker_apps_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;