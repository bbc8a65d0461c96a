-- Access and the application shell: page language, text overrides, counters, menu visits and
-- single sign-on tickets. SQL kept to what PostgreSQL 15 and 18 (PGlite) both run; one
-- statement per terminated block.

-- The shell's language switch (GET/PUT /hrs/user/paramText).
alter table users add column page_language text not null default 'zh-CN'
  check (page_language in ('zh-CN', 'en-US'));

-- Server-side text overrides for a page (GET /hrs/language/pages).
create table language_pages (
  page_type text not null,
  language_code text not null check (language_code in ('zh-CN', 'en-US')),
  key text not null,
  text text not null,
  primary key (page_type, language_code, key)
);

-- To-do items awaiting a user's approval in one organisation (GET /prm/api/toDo).
-- status: 0 pending, 1 approved, 2 rejected.
create table approvals (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  title text not null,
  kind text not null,
  status int not null default 0 check (status in (0, 1, 2)),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create index approvals_pending_idx on approvals (org_id, user_id, created_at desc) where status = 0;

-- Notifications for a user in one organisation; unread while read_at is null
-- (GET /prm/api/haveMessage, POST /prm/api/readMessage).
create table messages (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  title text not null,
  kind text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index messages_unread_idx on messages (org_id, user_id, created_at desc) where read_at is null;

-- Menu visits and frequent menus, one row per user, organisation and menu. recordMenu counts
-- visits; the hot-menu dialog sets status (1 chosen, 0 removed) and sort (-1 when removed).
create table user_access_records (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  org_id int not null references orgs(id) on delete cascade,
  permission_id int not null references permissions(id) on delete cascade,
  permission_name text not null,
  status int not null default 0 check (status in (0, 1)),
  sort int not null default -1,
  access_count int not null default 0,
  access_time timestamptz,
  create_time timestamptz not null default now(),
  edit_time timestamptz not null default now(),
  unique (user_id, org_id, permission_id)
);

-- One-time single sign-on tickets: only the SHA-256 of the 256-bit ticket is kept; a ticket
-- ends when used or at expires_at (two minutes), whichever comes first.
create table sso_tickets (
  id serial primary key,
  ticket_hash text not null unique,
  user_id int not null references users(id) on delete cascade,
  org_id int not null references orgs(id) on delete cascade,
  login_type int not null,
  created_by int references users(id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
