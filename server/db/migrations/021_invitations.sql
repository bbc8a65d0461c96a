-- Issue 33 (decision 53): an account belongs to the organisation that created it, another
-- organisation reaches a person only by an invitation they accept, and a session opened by an
-- SSO ticket of a non-owning organisation stays in that organisation.

-- The owning organisation: the one that created the account (POST /hrs/user, create-org, the
-- seed). Existing accounts get the organisation of their default membership, else the lowest
-- organisation id they belong to (memberships carry no date; the oldest organisation).
alter table users add column owner_org_id int references orgs(id) on delete set null;

update users u set owner_org_id = coalesce(
  (select uo.org_id from user_orgs uo where uo.user_id = u.id and uo.is_default
   order by uo.org_id limit 1),
  (select min(uo.org_id) from user_orgs uo where uo.user_id = u.id));

-- A pending invitation: what the inviting administrator typed and chose, nothing of the person.
-- Declined, withdrawn, accepted and expired ones are deleted (expired ones lazily, on read).
create table user_invitations (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  login_type int not null check (login_type in (0, 1, 2)),
  login text not null,
  cname text not null,
  role_id int not null references roles(id) on delete cascade,
  dept_id int references depts(id) on delete set null,
  login_role text not null check (login_role in ('admin', 'staff', 'partner')),
  invited_by int references users(id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default (now() + interval '7 days'),
  unique (user_id, org_id)
);
create index user_invitations_org_idx on user_invitations (org_id);

-- The organisation whose SSO ticket opened the session when that organisation does not own the
-- account: such a session cannot switch organisation (POST /auth/switchLogin answers 403).
alter table sessions add column confined_org_id int references orgs(id) on delete cascade;
