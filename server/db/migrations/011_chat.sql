-- Chat between forwarders and their suppliers (issue 21, docs/chat.md).

-- The chat provider's grant for an organisation (GET /api-uc/saas/customer/service/perm/{id}).
alter table orgs add column im_enabled boolean not null default false;

-- A customer organisation's supplier contacts: partner users its chat users may talk to. The
-- partner sees every chat user of the organisations that list it as its contacts.
create table chat_contacts (
  org_id int not null references orgs(id) on delete cascade,
  partner_user_id int not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (org_id, partner_user_id)
);
create index chat_contacts_partner_idx on chat_contacts (partner_user_id);

-- Files sent in chat, kept in the database so every server process serves them.
create table chat_files (
  id serial primary key,
  uuid uuid not null unique default gen_random_uuid(),
  owner_id int not null references users(id) on delete cascade,
  kind text not null check (kind in ('image', 'file')),
  file_name text not null,
  mime_type text not null,
  size_bytes int not null,
  content bytea not null,
  created_at timestamptz not null default now()
);

-- One row per message. (sender_id, client_id) makes a resent message land once.
create table chat_messages (
  id bigserial primary key,
  sender_id int not null references users(id) on delete cascade,
  recipient_id int not null references users(id) on delete cascade,
  kind text not null check (kind in ('text', 'image', 'file')),
  body text not null default '',
  file_id int references chat_files(id) on delete set null,
  client_id text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  unique (sender_id, client_id)
);
-- A topic's history, page by page, newest first, from either side.
create index chat_messages_pair_idx on chat_messages (
  least(sender_id, recipient_id), greatest(sender_id, recipient_id), id desc
);
-- Unread counts and what a reconnecting client missed.
create index chat_messages_recipient_idx on chat_messages (recipient_id, id);
-- The per-sender rate limit.
create index chat_messages_sender_time_idx on chat_messages (sender_id, created_at);

-- Who has an open socket on which server process; a row older than the heartbeat window is stale
-- (a process that died without cleaning up).
create table chat_presence (
  user_id int not null references users(id) on delete cascade,
  process_id text not null,
  sockets int not null default 1,
  seen_at timestamptz not null default now(),
  primary key (user_id, process_id)
);
