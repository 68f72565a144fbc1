-- Two indexes of announcements that no query reads any more (docs/decisions.md "Indexes no query
-- reads are dropped"). Every new listing, every sale (its update cannot be HOT) and every import
-- row wrote both.
--
-- announcements_owner_trgm_idx (emlak_fold(owner), trigrams): the owners' search by name reads
-- owner_summary_names' own trigram index since migration 0019, and the quick search reads the
-- folded haystack (search_text, migration 0023), which holds the owner's name.
-- announcements_geo_idx (latitude, longitude, a B-tree of migration 0000): the map reads its
-- GiST index of points (announcements_unsold_point_idx); no list filters by coordinates.
DROP INDEX IF EXISTS "announcements_owner_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "announcements_geo_idx";
