-- Hardening (issue 23). SQL kept to what PostgreSQL 15 and 18 (PGlite) both run; one statement
-- per terminated block.

-- A house waybill's version: PUT /afbase/hawbInfo/{id} carries the version it was loaded at and
-- changes nothing (409) when the stored one has moved on, so concurrent edits cannot overwrite
-- each other silently. Existing rows start at 1.
alter table hawb_waybills add column version int not null default 1 check (version >= 1);
