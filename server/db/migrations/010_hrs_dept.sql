-- Departments of an organisation (issue 20, /hrs_dept); a member belongs to at most one.
create table depts (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  name text not null,
  version int not null default 1,
  created_at timestamptz not null default now(),
  unique (org_id, name)
);

alter table user_orgs add column dept_id int references depts(id) on delete set null;
