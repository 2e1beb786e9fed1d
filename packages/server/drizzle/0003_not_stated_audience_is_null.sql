ALTER TABLE "creators" ALTER COLUMN "followers" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "creators" ALTER COLUMN "followers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "creators" ALTER COLUMN "engagement_bp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "creators" ALTER COLUMN "engagement_bp" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social_networks" ALTER COLUMN "followers" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "social_networks" ALTER COLUMN "followers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social_networks" ALTER COLUMN "engagement_bp" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "social_networks" ALTER COLUMN "engagement_bp" DROP NOT NULL;--> statement-breakpoint
-- Until now a count the creator did not state was stored as 0, and a stated 0 could not be
-- told apart from it. Every 0 becomes "not stated": a network with no follower at all, or an
-- engagement of exactly 0.00%, is what the old code wrote for a blank field, not what anyone
-- reports (the seed never drew one). From here on a stated 0 is kept as 0.
UPDATE "social_networks" SET "followers" = NULL WHERE "followers" = 0;--> statement-breakpoint
UPDATE "social_networks" SET "engagement_bp" = NULL WHERE "engagement_bp" = 0;--> statement-breakpoint
-- The card's total was 0 exactly when no network stated a count, and its engagement 0 exactly
-- when none stated one (a mean of whole basis points of at least 1 is at least 1), so the
-- card follows without recomputing the weighted mean.
UPDATE "creators" SET "followers" = NULL WHERE "followers" = 0;--> statement-breakpoint
UPDATE "creators" SET "engagement_bp" = NULL WHERE "engagement_bp" = 0;
