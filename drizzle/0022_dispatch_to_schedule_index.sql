-- The dispatch board's jobs to schedule (open jobs without an open visit, emergencies first, then
-- the oldest) are read by walking the open jobs in that order until fifty are found, instead of
-- sorting every open job on each request.
CREATE INDEX IF NOT EXISTS "jobs_to_schedule_idx" ON "jobs" USING btree (("priority" = 'emergency') DESC, "created_at", "id") WHERE "status" IN ('enquiry', 'quoted', 'scheduled', 'in_progress');
