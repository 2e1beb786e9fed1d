-- Trigram indexes make the typeahead's "contains" search fast. PGlite ships pg_trgm and
-- loads it at start-up; Debian's PostgreSQL has it in the server package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
