-- Each organisation's orders counted and summed per scope, business date and lock status, kept by
-- the orders' own triggers (decision 48): the list's total, the dashboard statistics and the
-- business analysis read a few hundred of these rows instead of every order of the period (with
-- 1M orders a year of AE was some 56k index entries a request on PostgreSQL). Rows whose orders
-- all went stay with zeros; no foreign key, so an organisation's cascade can empty them in any
-- order.
create table order_day_counts (
  org_id int not null,
  business_scope text not null,
  business_date date not null,
  lock_status smallint not null,
  orders int not null default 0,
  gross_weight numeric not null default 0,
  chargeable_weight numeric not null default 0,
  billing_weight numeric not null default 0,
  teu numeric not null default 0,
  primary key (org_id, business_scope, business_date, lock_status)
);

insert into order_day_counts (org_id, business_scope, business_date, lock_status, orders,
    gross_weight, chargeable_weight, billing_weight, teu)
  select org_id, business_scope, business_date, lock_status, count(*), sum(gross_weight),
         sum(chargeable_weight), sum(billing_weight), sum(teu)
  from business_orders group by 1, 2, 3, 4;

-- One statement-level function for the three events: the statement's rows in (+1) and out (-1),
-- netted per day, so an update that moves no order between days, lock states or sums (a track
-- edit, most saves) writes nothing here. Keys are written in order, so two writers meet the same
-- rows in the same order. Dynamic SQL because an insert has no old rows and a delete no new ones.
-- (No line inside the function ends in a semicolon: server/db/migrate.ts splits statements there.)
create function order_day_counts_apply() returns trigger language plpgsql as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select 1 as n, * from new_rows'
    when 'DELETE' then 'select -1 as n, * from old_rows'
    else 'select 1 as n, * from new_rows union all select -1 as n, * from old_rows' end; begin
  execute 'insert into order_day_counts as d (org_id, business_scope, business_date, lock_status,
      orders, gross_weight, chargeable_weight, billing_weight, teu)
    select org_id, business_scope, business_date, lock_status, sum(n), sum(n * gross_weight),
           sum(n * chargeable_weight), sum(n * billing_weight), sum(n * teu)
    from (' || changed || ') c
    group by 1, 2, 3, 4
    having sum(n) <> 0 or sum(n * gross_weight) <> 0 or sum(n * chargeable_weight) <> 0
        or sum(n * billing_weight) <> 0 or sum(n * teu) <> 0
    order by 1, 2, 3, 4
    on conflict (org_id, business_scope, business_date, lock_status) do update set
      orders = d.orders + excluded.orders,
      gross_weight = d.gross_weight + excluded.gross_weight,
      chargeable_weight = d.chargeable_weight + excluded.chargeable_weight,
      billing_weight = d.billing_weight + excluded.billing_weight,
      teu = d.teu + excluded.teu'; return null; end $$;

create trigger business_orders_day_counts_inserted after insert on business_orders
  referencing new table as new_rows
  for each statement execute function order_day_counts_apply();
create trigger business_orders_day_counts_updated after update on business_orders
  referencing old table as old_rows new table as new_rows
  for each statement execute function order_day_counts_apply();
create trigger business_orders_day_counts_deleted after delete on business_orders
  referencing old table as old_rows
  for each statement execute function order_day_counts_apply();

create function order_day_counts_truncate() returns trigger language plpgsql as
  $$ begin truncate order_day_counts; return null; end $$;
create trigger business_orders_day_counts_truncated after truncate on business_orders
  for each statement execute function order_day_counts_truncate();

-- Its queries (the list's total by date and lock, the statistics) now read the counts above.
drop index business_orders_count_idx;
