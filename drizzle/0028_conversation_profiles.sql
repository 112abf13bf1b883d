-- Issue 13: a conversation may be about a volunteer profile of the pool (decision 038): an organization or the
-- center writes to an opted-in volunteer from /vrijwilligerspool, and the thread keeps which profile it was about.
ALTER TABLE "conversations" ADD COLUMN "volunteer_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_volunteer_profile_id_volunteer_profiles_id_fk" FOREIGN KEY ("volunteer_profile_id") REFERENCES "public"."volunteer_profiles"("id") ON DELETE set null ON UPDATE no action;
