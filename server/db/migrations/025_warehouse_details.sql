-- A delivery notice (进仓通知) prints the warehouse's own address, hours, contact and remarks from
-- the organisation's warehouse rows (decisions §62 items 9–10), no longer from JSON kept beside
-- the demo orders (orders.notices). Sea and road orders may name a warehouse too.
alter table warehouses add column address text not null default '';
alter table warehouses add column hours text not null default '';
alter table warehouses add column contact_name text not null default '';
alter table warehouses add column contact_phone text not null default '';
alter table warehouses add column remarks jsonb not null default '[]'::jsonb;
alter table warehouses drop constraint warehouses_business_check;
alter table warehouses add constraint warehouses_business_check
  check (business in ('AE', 'AI', 'SE', 'SI', 'LC'));

-- Existing (demo) orders: each warehouse their kept notice names becomes a warehouse row of the
-- organisation unless it has one of that name already ...
with kept as (
  select distinct on (o.org_id, case o.view when 'AF' then 'AE' else o.view end,
                      o.notices -> 'warehouse' ->> 'warehouseName')
         o.org_id, case o.view when 'AF' then 'AE' else o.view end as business,
         o.notices -> 'warehouse' as n, o.id
  from orders o
  where jsonb_typeof(o.notices -> 'warehouse') = 'object'
    and coalesce(o.notices -> 'warehouse' ->> 'warehouseName', '') <> ''
  order by o.org_id, case o.view when 'AF' then 'AE' else o.view end,
           o.notices -> 'warehouse' ->> 'warehouseName', o.id
)
insert into warehouses (org_id, business, warehouse_type, code, name, sort, address, hours,
                        contact_name, contact_phone, remarks)
select k.org_id, k.business, 1, 'N' || k.id::text, left(k.n ->> 'warehouseName', 40), 100,
       coalesce(k.n ->> 'warehouseAddress', ''), coalesce(k.n ->> 'warehouseHours', ''),
       coalesce(k.n ->> 'contactName', ''), coalesce(k.n ->> 'contactPhone', ''),
       case when jsonb_typeof(k.n -> 'remarks') = 'array' then k.n -> 'remarks' else '[]'::jsonb end
from kept k
where not exists (select 1 from warehouses w
                  where w.org_id = k.org_id and w.business = k.business
                    and w.name = left(k.n ->> 'warehouseName', 40))
on conflict (org_id, business, code) do nothing;

-- ... and the order names it in its own warehouse field when that is still empty.
update business_orders b
set warehouse = left(o.notices -> 'warehouse' ->> 'warehouseName', 40)
from orders o
where o.business_order_id = b.id
  and b.warehouse = ''
  and jsonb_typeof(o.notices -> 'warehouse') = 'object'
  and coalesce(o.notices -> 'warehouse' ->> 'warehouseName', '') <> '';

-- The kept warehouse notices are now read from the rows: drop them from the JSON.
update orders set notices = notices - 'warehouse' where notices ? 'warehouse';
