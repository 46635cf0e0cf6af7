-- Trigram similarity for catalogue search (substring and typo-tolerant matching of Korean titles and tags).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
