-- Personal settings (spec 001 §3 "Personal settings form"): the person's own fields on users,
-- everything else per user and organisation, and the reference lists the dialog offers.
-- SQL kept to what PostgreSQL 15 and 18 (PGlite) both run; one statement per terminated block.

-- The phone's international code (GET /hrs/org/listCategory/internationalCountryCode).
alter table users add column international_country_code text
  check (international_country_code ~ '^\+[0-9]{1,4}$');

-- Warehouses of an organisation: AE (GET /afbase/aeArrival/getWarehouseIds) and AI
-- (GET /afbase/warehouse/getWarehouse/{types}/AI). warehouse_type: 1 ordinary, 2 bonded.
create table warehouses (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  business text not null check (business in ('AE', 'AI')),
  warehouse_type int not null default 1 check (warehouse_type between 1 and 9),
  code text not null,
  name text not null,
  sort int not null default 0,
  unique (org_id, business, code)
);

-- Model categories (GET /afbase/category/modelCategory?categoryType=n); 45 = barcode label sizes.
create table model_categories (
  category_type int not null,
  value text not null check (char_length(value) <= 50),
  label text not null,
  label_en text not null,
  sort int not null default 0,
  primary key (category_type, value)
);

-- Organisation-level lists (GET /hrs/org/listCategory/{category}), e.g. internationalCountryCode.
create table org_categories (
  category text not null,
  value text not null,
  label text not null,
  label_en text not null,
  sort int not null default 0,
  primary key (category, value)
);

-- Help links of a permission (GET /hrs/permission/{id}); 374 is the personal settings help.
create table permission_help (
  permission_id int primary key,
  url text not null
);

-- One row per user and organisation. version grows on every save; a save that names an older
-- version is refused, so a second tab cannot silently overwrite a change it never saw.
-- The mail password is AES-256-GCM ciphertext (server/mail/secret.ts); it never leaves the server.
create table user_settings (
  user_id int not null references users(id) on delete cascade,
  org_id int not null references orgs(id) on delete cascade,
  version int not null default 1 check (version > 0),
  order_edit_new_page boolean not null default false,
  order_save_close_page boolean not null default false,
  ae_barcode_label_size text not null default '' check (char_length(ae_barcode_label_size) <= 50),
  ae_hawb_copy_awb_info boolean not null default true,
  loading_date_type text not null default 'LOCALTIME'
    check (loading_date_type in ('LOCALTIME', 'FLIGHTDATE')),
  ae_warehouse_id int references warehouses(id) on delete set null,
  ai_warehouse_id int references warehouses(id) on delete set null,
  mail_valid boolean not null default false,
  mail_name text not null default '' check (char_length(mail_name) <= 20),
  mail_address text not null default '' check (char_length(mail_address) <= 100),
  mail_smtp text not null default '' check (char_length(mail_smtp) <= 100),
  mail_user text not null default '' check (char_length(mail_user) <= 100),
  mail_password_enc text,
  mail_ssl boolean not null default false,
  mail_port int check (mail_port between 1 and 65535),
  mail_signature text not null default '' check (char_length(mail_signature) <= 200),
  updated_at timestamptz not null default now(),
  primary key (user_id, org_id)
);

-- Per business scope: digits, defaults, lock filter (2 all, 1 locked, 0 unlocked) and fee service.
create table user_scope_settings (
  user_id int not null,
  org_id int not null,
  scope text not null check (scope in ('AE', 'AI', 'SE', 'SI', 'TE', 'TI', 'LC', 'IO')),
  digits_weight smallint not null check (digits_weight between 0 and 3),
  digits_volume smallint not null check (digits_volume between 0 and 3),
  digits_charge_weight smallint not null check (digits_charge_weight between 0 and 3),
  default_date text not null default '' check (default_date in ('', 'TODAY', 'TOMORROW')),
  default_station text not null default '' check (default_station ~ '^[A-Z0-9]{0,10}$'),
  lock_status smallint not null default 2 check (lock_status in (0, 1, 2)),
  fee_service text not null default 'CN' check (fee_service in ('CN', 'EN', 'CN<EN>', 'EN<CN>')),
  primary key (user_id, org_id, scope),
  foreign key (user_id, org_id) references user_settings(user_id, org_id) on delete cascade,
  check (scope not in ('AI', 'LC', 'IO') or (digits_weight <= 2 and digits_charge_weight <= 2))
);

-- Default cc lists, in the order chosen.
create table user_settings_cc (
  user_id int not null,
  org_id int not null,
  list text not null
    check (list in ('orderTrackCcUser', 'sendGoodsNotifyCcUser', 'sendBillCcUser', 'sendInventoryCcUser')),
  cc_user_id int not null references users(id) on delete cascade,
  sort int not null default 0,
  primary key (user_id, org_id, list, cc_user_id),
  foreign key (user_id, org_id) references user_settings(user_id, org_id) on delete cascade
);

-- SMTP checks per user, to keep POST /hrs/user/checkEmail from being used as a port scanner.
create table mail_check_attempts (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  created_at timestamptz not null default now()
);
create index mail_check_attempts_user_idx on mail_check_attempts (user_id, created_at);
