-- Neighbour help (decision 041, later): a requester withdraws their request, and an approved request expires.
ALTER TABLE "neighbour_help_requests" DROP CONSTRAINT "neighbour_help_requests_status_check";--> statement-breakpoint
ALTER TABLE "neighbour_help_requests" ADD CONSTRAINT "neighbour_help_requests_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'closed', 'withdrawn', 'expired'));
