-- Tenant administration (issue 20): one-time set-password links, stored hashed.
create table set_password_links (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index set_password_links_user_idx on set_password_links (user_id);

-- Saved records carry a version: a save naming an older one answers 409 and changes nothing.
alter table users add column version int not null default 1;

alter table roles add column version int not null default 1;

-- Administrative changes, by organisation: who, what, the record before and after.
create table audit_log (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  actor_id int references users(id) on delete set null,
  action text not null,
  target text not null,
  before jsonb,
  after jsonb,
  address text,
  created_at timestamptz not null default now()
);

create index audit_log_org_idx on audit_log (org_id, id desc);
