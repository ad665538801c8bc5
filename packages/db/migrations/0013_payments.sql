CREATE TABLE "payment_accounts" (
	"app_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"sealed_credentials" text NOT NULL,
	"public_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_app_id_provider_pk" PRIMARY KEY("app_id","provider")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"app_id" uuid NOT NULL,
	"payment_id" uuid,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"app_id" uuid PRIMARY KEY NOT NULL,
	"hold_minutes" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"attendee_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"method" text NOT NULL,
	"provider" text,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"billing_name" text,
	"email_id" text,
	"billing_address" jsonb,
	"payment_time" timestamp with time zone,
	"external_payment_id" text,
	"order_id" text,
	"checkout_url" text,
	"hold_expires_at" timestamp with time zone,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"failure_reason" text,
	"refund_status" text,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_app_id_workspaces_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_app_created_idx" ON "payments" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_meeting_idx" ON "payments" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "payments_attendee_idx" ON "payments" USING btree ("attendee_id");--> statement-breakpoint
CREATE INDEX "payments_hold_idx" ON "payments" USING btree ("hold_expires_at") WHERE "payments"."status" = 'PENDING' and "payments"."hold_expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_key" ON "payments" USING btree ("provider","order_id") WHERE "payments"."order_id" is not null;