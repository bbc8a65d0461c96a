-- Orders as the public share pages read them, their files, share links and the public rate limit.
-- SQL kept to what PostgreSQL 15 and 18 (PGlite) both run; one statement per terminated block.

-- One order of any business scope. view is the share-page view (AF air export, AI air import,
-- SE/SI sea, LC road). The order-track answer is kept whole in detail (spec 001 §3: a wide
-- document of bills, legs, events and manifests); waybill holds the parties and charges the
-- air-waybill PDF needs; notices holds the delivery notices by flag (warehouse, storehouse).
create table orders (
  id serial primary key,
  uuid uuid not null unique default gen_random_uuid(),
  org_id int not null references orgs(id) on delete cascade,
  view text not null check (view in ('AF', 'AI', 'SE', 'SI', 'LC')),
  order_code text not null,
  awb_number text,
  hawb_number text,
  detail jsonb not null default '{}',
  waybill jsonb,
  notices jsonb not null default '{}',
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (org_id, order_code)
);

-- Files and photos of an order, stored in the database so every server process serves them.
create table order_files (
  id serial primary key,
  uuid uuid not null unique default gen_random_uuid(),
  order_id int not null references orders(id) on delete cascade,
  file_type text not null check (file_type in ('照片', '文件')),
  file_name text not null,
  mime_type text not null,
  remark text,
  content bytea not null,
  sort int not null default 0,
  created_at timestamptz not null default now()
);
create index order_files_order_idx on order_files (order_id, sort);

-- Share links: only the SHA-256 of the 256-bit token is kept; a link ends at expires_at or when
-- revoked, whichever comes first.
create table order_share_links (
  id serial primary key,
  order_id int not null references orders(id) on delete cascade,
  token_hash text not null unique,
  created_by int references users(id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by int references users(id) on delete set null
);
create index order_share_links_order_idx on order_share_links (order_id);

-- Fixed-window request counters for the public calls, one row per client address.
create table public_rate_limit (
  key text primary key,
  window_start timestamptz not null,
  hits int not null
);
