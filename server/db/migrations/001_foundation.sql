-- Tenants, people, roles and sessions. SQL kept to what PostgreSQL 15 and 18 (PGlite) both run.
create table orgs (
  id serial primary key,
  code text not null unique,
  name text not null,
  -- FULL: the whole suite; BOOKING: the online-booking-only version (promo panel, no hot-menu editor)
  version text not null default 'FULL' check (version in ('FULL', 'BOOKING')),
  private_saas boolean not null default false,
  valid_until date,
  status int not null default 1,
  audit_status int not null default 1,
  created_at timestamptz not null default now()
);

create table roles (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  code text not null,
  name text not null,
  unique (org_id, code)
);

create table users (
  id serial primary key,
  login_name text unique,
  email text unique,
  phone text unique,
  cname text not null,
  ename text,
  password_hash text not null,
  state int not null default 1,
  online_service boolean not null default false,
  admin_role text,
  created_at timestamptz not null default now(),
  password_changed_at timestamptz not null default now()
);

-- A person belongs to one or more organisations, with one role and a login role in each.
create table user_orgs (
  user_id int not null references users(id) on delete cascade,
  org_id int not null references orgs(id) on delete cascade,
  role_id int references roles(id) on delete set null,
  login_role text not null check (login_role in ('admin', 'staff', 'partner')),
  is_default boolean not null default false,
  primary key (user_id, org_id)
);

create table sessions (
  id serial primary key,
  token_hash text not null unique,
  user_id int not null references users(id) on delete cascade,
  org_id int not null references orgs(id) on delete cascade,
  login_type int not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (user_id);

-- Failed-login counters, one row per key (account+address, account, address).
create table login_throttle (
  key text primary key,
  failures int not null default 0,
  window_start timestamptz not null default now(),
  locked_until timestamptz
);

-- Menus (kind 'menu') and buttons (kind 'button'); the tree is parent_id.
create table permissions (
  id int primary key,
  parent_id int references permissions(id) on delete cascade,
  kind text not null default 'menu' check (kind in ('menu', 'button')),
  name text not null,
  label text,
  path text,
  icon text,
  sort int not null default 0,
  hidden boolean not null default false,
  always_show boolean not null default false
);

create table role_permissions (
  role_id int not null references roles(id) on delete cascade,
  permission_id int not null references permissions(id) on delete cascade,
  primary key (role_id, permission_id)
);
