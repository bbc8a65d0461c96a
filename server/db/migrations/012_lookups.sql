-- The organisation's own air freight tariffs (/af_tariff_details, issue 22): one row per route
-- and carrier ('' for any carrier), the minimum charge, normal rate and weight breaks, with a
-- version for stale-save detection. SQL kept to what PostgreSQL 15 and 18 (PGlite) both run.
create table tariffs (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  origin text not null,
  destination text not null,
  carrier text not null default '',
  currency text not null default 'CNY',
  minimum numeric(12, 2) not null,
  normal numeric(12, 2) not null,
  q45 numeric(12, 2) not null,
  q100 numeric(12, 2) not null,
  q300 numeric(12, 2) not null,
  q500 numeric(12, 2) not null,
  q1000 numeric(12, 2) not null,
  valid_from date,
  valid_to date,
  remark text not null default '',
  version int not null default 1,
  updated_by int references users(id) on delete set null,
  updated_at timestamptz not null default now(),
  unique (org_id, origin, destination, carrier)
);
