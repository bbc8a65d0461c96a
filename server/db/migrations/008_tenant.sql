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
