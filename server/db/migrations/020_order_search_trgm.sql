-- The order list's keyword (`search_text like '%…%'`, every code of an order in one text) through a
-- trigram index (decision 49): a search for a waybill, customer or internal number reads the few
-- orders whose text holds its trigrams instead of every order of the scope (with 1M orders, 300 ms
-- a search on PostgreSQL). pg_trgm ships with PostgreSQL (contrib) and is a trusted extension, so
-- the database's owner may create it; the embedded database loads it (server/db/client.ts).
create extension if not exists pg_trgm;

create index business_orders_search_idx on business_orders using gin (search_text gin_trgm_ops);
