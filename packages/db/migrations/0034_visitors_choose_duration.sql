-- Visitors now choose among an event's durations only with allow_attendee_to_select_multiple_duration
-- on; until now the list alone let them. Events that offered a list keep offering it to visitors.
UPDATE "events" SET "allow_attendee_to_select_multiple_duration" = true
WHERE "allow_attendee_to_select_duration" AND NOT "allow_attendee_to_select_multiple_duration";
