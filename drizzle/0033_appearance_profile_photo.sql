-- Issue 15 (decision 048): a user's own appearance (colour mode, shape, font size) chosen in the sidebar's
-- Customize; absent keys follow the device's cookie or the center's theme.
ALTER TABLE "users" ADD COLUMN "appearance" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Issue 14: a volunteer profile's optional photo (decision 048): the re-encoded variants of the volunteer's own
-- upload, stored apart from the center's media (never under /uploads, never public).
ALTER TABLE "volunteer_profiles" ADD COLUMN "photo" jsonb;
