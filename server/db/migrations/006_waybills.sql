-- House-waybill print records, the country table behind address recognition and the address book
-- it suggests companies from. SQL kept to what PostgreSQL 15 and 18 (PGlite) both run; one
-- statement per terminated block.

-- Countries by ISO 3166-1 alpha-2 code (GET /afbase/airport/searchCountryByEnName/{name}).
-- aliases holds upper-cased other spellings, abbreviations and Chinese names, matched exactly.
create table countries (
  nation_code text primary key check (nation_code ~ '^[A-Z]{2}$'),
  name_en text not null,
  name_cn text not null,
  aliases text[] not null default '{}'
);
create index countries_name_en_idx on countries (upper(name_en));

-- A house waybill as printed (route /hawb_info_page). print, shipper and consignee hold the
-- checked form values (src/domain/waybill-record.ts); the columns beside them are what lists,
-- searches and the internal-number duplicate check read.
create table hawb_waybills (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  order_code text not null,
  order_id int references orders(id) on delete set null,
  business_scope text not null default 'AE'
    check (business_scope in ('AE', 'AI', 'SE', 'SI', 'TE', 'TI', 'LC', 'IO')),
  internal_number text not null default '',
  mawb_number text not null,
  hawb_number text not null default '',
  create_source text not null check (create_source in ('CREATED_BY_SELF', 'CREATED_BY_ORDER')),
  print jsonb not null,
  shipper jsonb not null,
  consignee jsonb not null,
  created_by int references users(id) on delete set null,
  updated_by int references users(id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, order_code)
);
create index hawb_waybills_internal_idx on hawb_waybills (org_id, business_scope, internal_number);
create index hawb_waybills_updated_idx on hawb_waybills (org_id, updated_at desc);

-- The organisation's address book of known companies (spec 001 §3 suggested company address).
create table address_book (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  sc_name text not null,
  sc_address text not null default '',
  nation_code text not null default '',
  state_code text not null default '',
  city_name_en text not null default '',
  city_code text not null default '',
  post_code text not null default '',
  tel_number text not null default '',
  fax_number text not null default '',
  sc_code text not null default '',
  unique (org_id, sc_name)
);
