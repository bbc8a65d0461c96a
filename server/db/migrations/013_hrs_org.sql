-- Organisation administration (issue 20): /hrs_org, /hrs_org_configure, /hrs_version and
-- /hrs_user_workgroup. The organisation's record gets a version of its own (orgs.version is
-- already the product edition, FULL or BOOKING) and a default theme for its members.
alter table orgs add column row_version int not null default 1;

alter table orgs add column theme text;

-- A release an administrator publishes: the members' open pages see a new /version.json and
-- reload (seed 000 §4). The number counts up per organisation.
create table org_releases (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  release int not null,
  note text not null default '',
  published_by int references users(id) on delete set null,
  published_at timestamptz not null default now(),
  unique (org_id, release)
);

create table workgroups (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  name text not null,
  version int not null default 1,
  unique (org_id, name)
);

create table workgroup_members (
  workgroup_id int not null references workgroups(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  primary key (workgroup_id, user_id)
);

create index workgroup_members_user_idx on workgroup_members (user_id);

-- A contact phone's country or area code (issue 20); phone sign-in stays the mainland's (+86).
alter table users add column phone_area text not null default '+86';

-- The forwarder's public site: the share page's footer links there (issue 24), never to the
-- staff login.
alter table orgs add column website text;
