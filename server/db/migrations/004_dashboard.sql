-- The home dashboard and the pages behind its links: business orders for the statistics and the
-- business analysis report, system notices, the network's company-activity ranking, the online
-- quote page's published rates, inquiries and the inquiry agent branch, the questionnaire, help
-- documents and the per-user guided-tour flag. SQL kept to what PostgreSQL 15 and 18 (PGlite)
-- both run; one statement per terminated block.

-- One business order per row, of any scope, as the statistics count it. Weights in kilograms,
-- volume in cubic metres; chargeable_weight is the air chargeable weight, billing_weight the
-- freight weight of sea, rail, road and other business (the greater of tons and cubic metres,
-- times 1000, so every weight column is in kilograms).
create table business_orders (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  business_scope text not null check (business_scope in ('AE', 'AI', 'SE', 'SI', 'TE', 'TI', 'LC', 'IO')),
  order_code text not null,
  business_date date not null,
  customer_name text not null,
  pieces int not null check (pieces >= 0),
  gross_weight numeric(12, 3) not null check (gross_weight >= 0),
  volume numeric(12, 3) not null default 0 check (volume >= 0),
  chargeable_weight numeric(12, 3) not null default 0 check (chargeable_weight >= 0),
  billing_weight numeric(12, 3) not null default 0 check (billing_weight >= 0),
  teu numeric(8, 2) not null default 0 check (teu >= 0),
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  unique (org_id, order_code)
);
create index business_orders_stats_idx on business_orders (org_id, business_scope, business_date);

-- System notices (GET /hrs/notice). org_id null: for every organisation.
-- notice_type: XTGX system update, HDTG promotion, XTWH maintenance.
create table notices (
  id serial primary key,
  org_id int references orgs(id) on delete cascade,
  notice_title text not null,
  notice_type text not null check (notice_type in ('XTGX', 'HDTG', 'XTWH')),
  content text not null default '',
  publish_time timestamptz not null default now(),
  seed_key text unique
);
create index notices_publish_idx on notices (publish_time desc);

-- Companies of the network (signed members) and their activity by day; the active index is the
-- sum of the last 30 days' scores, so the ranking moves as members work.
create table network_members (
  id serial primary key,
  org_id int references orgs(id) on delete set null,
  org_name text not null unique,
  company_profile text not null default '',
  company_advantage text not null default '',
  company_contact_info text not null default ''
);

create table network_member_activity (
  member_id int not null references network_members(id) on delete cascade,
  day date not null,
  score int not null check (score >= 0),
  primary key (member_id, day)
);

-- Published air rates shown on the quote page (/quote.html), CNY per kg by weight break.
create table quote_rates (
  id serial primary key,
  departure text not null,
  destination text not null,
  airline text not null,
  airline_name text not null,
  flight_no text not null,
  days text not null,
  transit_hours int not null,
  min_charge numeric(10, 2) not null,
  rate_n numeric(10, 2) not null,
  rate_45 numeric(10, 2) not null,
  rate_100 numeric(10, 2) not null,
  rate_300 numeric(10, 2) not null,
  rate_500 numeric(10, 2) not null,
  rate_1000 numeric(10, 2) not null,
  unique (departure, destination, airline, flight_no)
);

-- The organisation's inquiry agent branch for the cloud quote provider (YC), one per
-- organisation (GET/POST /afbase/orderInquiry/…FourYCWhenInquiry).
create table inquiry_agents (
  id serial primary key,
  org_id int not null unique references orgs(id) on delete cascade,
  agent_code text not null default 'YC',
  agent_name text not null,
  created_by int references users(id) on delete set null,
  created_at timestamptz not null default now()
);

-- A user's inquiries (/af_order_inquiry). source YC: handed over by the quote page.
create table order_inquiries (
  id serial primary key,
  org_id int not null references orgs(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  inquiry_no text not null unique,
  departure text not null,
  destination text not null,
  gross_weight numeric(12, 3) not null,
  pieces int not null,
  volume numeric(12, 3),
  flight_date date,
  airline text not null default '',
  cargo_name text not null default '',
  remark text not null default '',
  source text not null check (source in ('YC', 'MANUAL')),
  status text not null default 'pending' check (status in ('pending', 'quoted', 'closed')),
  created_at timestamptz not null default now()
);
create index order_inquiries_mine_idx on order_inquiries (org_id, user_id, created_at desc);

-- Questionnaire answers (/investigate), one sheet per user, organisation and survey.
create table survey_answers (
  user_id int not null references users(id) on delete cascade,
  org_id int not null references orgs(id) on delete cascade,
  survey_id text not null,
  answers jsonb not null,
  submitted_at timestamptz not null default now(),
  primary key (user_id, org_id, survey_id)
);

-- Help documents by name (GET /hrs/permission/helpDoc/{name}).
create table help_docs (
  name text primary key,
  url text not null
);

-- Guided tours a user has finished or skipped, per organisation (the dashboard's first-visit tour).
create table user_guides (
  user_id int not null references users(id) on delete cascade,
  org_id int not null references orgs(id) on delete cascade,
  guide text not null,
  finished_at timestamptz not null default now(),
  primary key (user_id, org_id, guide)
);
