-- The in-process cache of hot reads (src/cache/) is cleared on every replica by a notice on
-- the channel `publi_cache` naming the topic that changed. Triggers send it, not the services:
-- no write can forget it (the seed, a script, a test helper, a fix typed in psql), and
-- pg_notify inside the writing transaction is delivered only on commit, so a replica never
-- clears its cache before the new rows can be read. One notice per statement, not per row
-- (a seed batch writes thousands of rows), and PostgreSQL folds identical notices of one
-- transaction into one. A statement that touched no row still notifies: harmless, the next
-- read loads again.
CREATE FUNCTION publi_cache_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic text;
BEGIN
  FOREACH topic IN ARRAY TG_ARGV LOOP
    PERFORM pg_notify('publi_cache', topic);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The search topic: the first pages and the count of active creators. A card copies its
-- account's name, photo, place, audience and activity (refreshCreatorCard) and shows its
-- networks and its categories' names, so all three tables count.
CREATE TRIGGER creators_cache_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON creators
  FOR EACH STATEMENT EXECUTE FUNCTION publi_cache_notice('search');--> statement-breakpoint
CREATE TRIGGER social_networks_cache_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON social_networks
  FOR EACH STATEMENT EXECUTE FUNCTION publi_cache_notice('search');--> statement-breakpoint
CREATE TRIGGER categories_cache_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION publi_cache_notice('categories', 'search');--> statement-breakpoint
CREATE TRIGGER badges_cache_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON badges
  FOR EACH STATEMENT EXECUTE FUNCTION publi_cache_notice('badges');--> statement-breakpoint
CREATE TRIGGER brands_cache_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION publi_cache_notice('brands');
