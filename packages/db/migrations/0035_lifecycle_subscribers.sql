-- Each lifecycle event's subscribers (video, calendars, letters, reminders) keep their own state.
ALTER TABLE "booking_queue" ADD COLUMN "subscribers" jsonb DEFAULT '{}'::jsonb NOT NULL;
