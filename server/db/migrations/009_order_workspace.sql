-- The order workspace (issue 19): business_orders becomes the order of every scope, as relational
-- columns with a version. pieces, gross_weight, volume, chargeable_weight, billing_weight and teu
-- stay the figures the statistics sum (confirmed where given, else planned: src/domain/order.ts
-- orderFigures), written by the server on every save. SQL kept to what PostgreSQL 15 and 18
-- (PGlite) both run; one statement per terminated block.

alter table business_orders
  add column uuid uuid not null unique default gen_random_uuid(),
  add column version int not null default 1,
  add column customer_number text not null default '',
  add column awb_number text not null default '',
  add column hawb_number text not null default '',
  add column mbl_number text not null default '',
  add column hbl_number text not null default '',
  add column internal_number text not null default '',
  add column departure text not null default '',
  add column transit1 text not null default '',
  add column transit2 text not null default '',
  add column arrival text not null default '',
  add column goods_name_cn text not null default '',
  add column goods_name_en text not null default '',
  add column goods_type text not null default '',
  add column package_type text not null default '',
  add column plan_pieces int,
  add column plan_weight numeric(12, 3),
  add column plan_volume numeric(12, 3),
  add column confirm_pieces int,
  add column confirm_weight numeric(12, 3),
  add column confirm_volume numeric(12, 3),
  add column plan_sizes text not null default '',
  add column confirm_sizes text not null default '',
  add column flight_no text not null default '',
  add column flight_date date,
  add column voyage text not null default '',
  add column loading_date text not null default '',
  add column container_method text not null default '',
  add column containers text not null default '',
  add column truck_plate text not null default '',
  add column driver_name text not null default '',
  add column driver_phone text not null default '',
  add column inbound_date date,
  add column outbound_date date,
  add column inspection_date date,
  add column clearance_date date,
  add column remark text not null default '',
  add column lock_status smallint not null default 0 check (lock_status in (0, 1)),
  add column locked_at timestamptz,
  add column locked_by int references users(id) on delete set null,
  add column created_by int references users(id) on delete set null,
  add column updated_at timestamptz not null default now();

-- The statistics rows written before this migration held only totals: they become the plan.
update business_orders set plan_pieces = pieces, plan_weight = gross_weight, plan_volume = volume,
  updated_at = created_at;

-- The list's keyword looks in every code at once (upper case, as codes are stored).
alter table business_orders add column search_text text generated always as (
  order_code || ' ' || customer_number || ' ' || awb_number || ' ' || hawb_number || ' ' ||
  mbl_number || ' ' || hbl_number || ' ' || internal_number || ' ' || upper(customer_name)
) stored;

-- The list: one organisation and scope, newest business date first (and the date filter).
create index business_orders_list_idx on business_orders (org_id, business_scope, business_date desc, id desc);

-- The list's count and the statistics: answered from the index alone (an index-only scan) once
-- the table is vacuumed, instead of one heap page per order counted. It replaces the statistics'
-- own index, of which it is an extension.
create index business_orders_count_idx on business_orders (org_id, business_scope, business_date, lock_status);

drop index business_orders_stats_idx;

-- The internal number is unique within an organisation when given (the duplicate prompt).
create index business_orders_internal_idx on business_orders (org_id, internal_number) where internal_number <> '';

-- Order codes of the API: scope, date and a per-day sequence (AE202611250001).
create table order_code_counters (
  org_id int not null references orgs(id) on delete cascade,
  business_scope text not null,
  day date not null,
  last int not null,
  primary key (org_id, business_scope, day)
);

-- A share-page row (orders) may now belong to a workspace order: created with it for the scopes
-- that have a share view, its detail written from the relational row on every save.
alter table orders add column business_order_id int unique references business_orders(id) on delete cascade;

-- Files belong to the workspace order; order_id (the share row) is set too when there is one.
alter table order_files add column business_order_id int references business_orders(id) on delete cascade;

alter table order_files alter column order_id drop not null;

alter table order_files add column size_bytes int;

create index order_files_business_idx on order_files (business_order_id, sort);

-- Unlock applications (spec 000 §4): status 0 pending, 1 approved, 2 rejected.
create table order_unlock_applications (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  order_id int not null references business_orders(id) on delete cascade,
  applicant_id int references users(id) on delete set null,
  reason text not null default '',
  status int not null default 0 check (status in (0, 1, 2)),
  decided_by int references users(id) on delete set null,
  decided_at timestamptz,
  reject_reason text,
  created_at timestamptz not null default now()
);

create unique index order_unlock_pending_idx on order_unlock_applications (order_id) where status = 0;

-- An approval in an approver's /notification may stand for an unlock application.
alter table approvals add column application_id int references order_unlock_applications(id) on delete cascade;

-- Whether an unlock of a scope needs approval, per organisation (GET /prm/ics/approval/order/setting/org).
create table approval_settings (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  event_id int not null,
  business_scope text not null,
  approval boolean not null default true,
  unique (org_id, event_id)
);
