-- Search folding (docs/decisions.md "List queries"): the one function every text comparison of the
-- lists goes through, mirrored by foldText in packages/contracts/src/fold.ts (a test keeps the two
-- identical). The Azerbaijani letters are translated before lower(), because lower('İ') is an i
-- with a combining dot. Trigram indexes on emlak_fold(column) serve Contains and its relatives.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION emlak_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT replace(replace(replace(replace(replace(
    lower(translate(value, 'ƏəIıİÖöÜüŞşÇçĞğ', 'eeiiioouussccgg')),
    'sh', 's'), 'ch', 'c'), 'kh', 'x'), 'gh', 'g'), 'zh', 'j')
$$;
