-- The lists staff keep on an order (issue 19), as rows of the workspace order: flight or voyage
-- legs, track events, manifest bills with their customs times, manifest remarks and cargo
-- weighing. The share page, delivery notices and cargo tracking build the order-track answer from
-- these and from business_orders, so the share row keeps no document of its own any more: only
-- the demo seed ever wrote these lists into orders.detail, and it now writes them here.
-- SQL kept to what PostgreSQL 15 and 18 (PGlite) both run; one statement per terminated block.

create table order_legs (
  id serial primary key,
  business_order_id int not null references business_orders(id) on delete cascade,
  seq int not null,
  dep_port text not null default '',
  arr_port text not null default '',
  flight_no text not null default '',
  plan_departure timestamptz,
  estimated_departure timestamptz,
  actual_departure timestamptz,
  plan_arrival timestamptz,
  estimated_arrival timestamptz,
  actual_arrival timestamptz,
  pieces int,
  weight numeric(12, 3),
  error_message text not null default ''
);
create index order_legs_order_idx on order_legs (business_order_id, seq);

create table order_track_events (
  id serial primary key,
  business_order_id int not null references business_orders(id) on delete cascade,
  seq int not null,
  status_code text not null,
  status_name text not null default '',
  airport text not null default '',
  flight_no text not null default '',
  event_time timestamptz not null,
  pieces int,
  weight numeric(12, 3),
  remark text not null default ''
);
create index order_track_events_order_idx on order_track_events (business_order_id, seq);

create table order_manifest_bills (
  id serial primary key,
  business_order_id int not null references business_orders(id) on delete cascade,
  seq int not null,
  master boolean not null default false,
  bill_number text not null default '',
  pieces int,
  weight numeric(12, 3),
  declaration_number text not null default '',
  provision_time timestamptz,
  arrive_time timestamptz,
  allocation_apply_time timestamptz,
  temporary_arrival_time timestamptz,
  passed_time timestamptz
);
create index order_manifest_bills_order_idx on order_manifest_bills (business_order_id, seq);

create table order_manifest_remarks (
  id serial primary key,
  business_order_id int not null references business_orders(id) on delete cascade,
  seq int not null,
  mawb_number text not null default '',
  remark text not null,
  event_time timestamptz not null,
  product_info text not null default ''
);
create index order_manifest_remarks_order_idx on order_manifest_remarks (business_order_id, seq);

create table order_weighings (
  id serial primary key,
  business_order_id int not null references business_orders(id) on delete cascade,
  seq int not null,
  bill_number text not null default '',
  pieces int,
  weight numeric(12, 3),
  volume numeric(12, 3),
  dimensions text not null default ''
);
create index order_weighings_order_idx on order_weighings (business_order_id, seq);

-- The lists are one record with a version of their own, so saving them and saving the order's
-- fields (two parts of the order page) never refuse each other; each is 409 when stale.
alter table business_orders add column tracks_version int not null default 1;

-- Air orders name their warehouse (the user's aeWarehouseId / aiWarehouseId by default).
alter table business_orders add column warehouse text not null default '';

-- Cargo tracking finds an order by any of its bills (GET /afbase/cargoTracking); the order code
-- is already unique per organisation. A container number is looked for in the container list.
create index business_orders_awb_idx on business_orders (org_id, awb_number) where awb_number <> '';
create index business_orders_hawb_idx on business_orders (org_id, hawb_number) where hawb_number <> '';
create index business_orders_mbl_idx on business_orders (org_id, mbl_number) where mbl_number <> '';
create index business_orders_hbl_idx on business_orders (org_id, hbl_number) where hbl_number <> '';

-- An order file's bytes live in the row (content) or, with S3_BUCKET set, in an S3-compatible
-- store under storage_key (server/files/store.ts); exactly one of the two is set.
alter table order_files add column storage_key text;

alter table order_files alter column content drop not null;

alter table order_files add constraint order_files_bytes_check
  check ((content is null) <> (storage_key is null));

-- Demo share rows written before this migration have no workspace order: the seed, which runs
-- after the migrations at every start, writes them again with one.
delete from orders where is_demo and business_order_id is null;

alter table orders drop column detail;
