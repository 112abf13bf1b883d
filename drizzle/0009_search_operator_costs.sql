-- The planner takes the trigram word-similarity operators (`<%`, `%>`) for as cheap as an equality, so
-- on a common word it preferred reading all of the tenant's vacancies and testing each title over
-- combining the two search indexes (20 ms instead of 4 ms for 325 matches of 2,000). Their true cost
-- is that of comparing every trigram of two strings. Like the LEAKPROOF marks of migration 0007, only
-- a superuser may change these functions; elsewhere the search stays correct, only slower on common words.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION word_similarity_op(text, text) COST 100;
    ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
  ELSE
    RAISE NOTICE 'Not a superuser: trigram operator costs left as they are (see docs/decisions/007).';
  END IF;
END $$;
