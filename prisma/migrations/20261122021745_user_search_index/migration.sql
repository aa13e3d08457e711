-- Admin account search: a prefix match on the words of e-mail and name ("iva" finds "Ivan
-- Petrov", "example" finds "a.b@example.com"), case-insensitive. The query is a regular
-- expression on lower(name || ' ' || email); a trigram GIN index on that expression keeps it fast
-- with 100,000 users (terms of 3+ characters use the index). Prisma cannot describe expression
-- indexes, so this one lives only here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "User_search_trgm_idx" ON "User" USING gin ((lower("name" || ' ' || "email")) gin_trgm_ops);
