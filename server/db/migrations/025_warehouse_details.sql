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

-- A printed party (name, address lines, phone) as the house waybill form's party fields.
create function house_party(p jsonb) returns jsonb language sql immutable as
  $$ select jsonb_build_object('name', coalesce(p ->> 'name', ''), 'contact', '', 'address', coalesce(p -> 'address' ->> 0, ''), 'city', coalesce((select string_agg(a, ' ' order by i) from jsonb_array_elements_text(case when jsonb_typeof(p -> 'address') = 'array' then p -> 'address' else '[]'::jsonb end) with ordinality t(a, i) where i > 1), ''), 'telephone', coalesce(p ->> 'phone', ''), 'fax', '', 'code', coalesce(p ->> 'account', ''), 'country', '', 'state', '', 'postcode', '', 'cityCode', '') $$;

-- The house bills kept in orders.waybill (demo orders) become house waybill rows made from their
-- order (CREATED_BY_ORDER, order_id), with their own figures and rate, as /hawb_info_page saves
-- them; the documents read only those rows (decisions §62 item 11).
insert into hawb_waybills (org_id, order_code, order_id, business_scope, mawb_number,
                           hawb_number, create_source, print, shipper, consignee)
select o.org_id, 'HW-' || (h ->> 'hawbNumber'), o.id,
       case o.view when 'AF' then 'AE' else o.view end, coalesce(o.awb_number, ''),
       h ->> 'hawbNumber', 'CREATED_BY_ORDER',
       jsonb_build_object(
         'hawbNumber', h ->> 'hawbNumber',
         'departure', coalesce(substring(o.waybill ->> 'departure' from '\(([A-Z]{3})\)'),
                               o.waybill ->> 'departure', ''),
         'destination', coalesce(o.waybill ->> 'destination', ''),
         'carrier', coalesce(o.waybill ->> 'carrierCode', ''),
         'flightNumber', coalesce((select string_agg(f, '/')
                                   from jsonb_array_elements_text(
                                     case when jsonb_typeof(o.waybill -> 'flights') = 'array'
                                          then o.waybill -> 'flights' else '[]'::jsonb end) f), ''),
         'currency', coalesce(o.waybill ->> 'currency', ''),
         'pieces', coalesce(h ->> 'pieces', ''), 'linePieces', '',
         'grossWeight', coalesce(h ->> 'weight', ''),
         'chargeableWeight', coalesce(h ->> 'chargeWeight', ''),
         'rateCharge', coalesce(h ->> 'rate', ''), 'total', '', 'volume', '',
         'declaredValueCarriage', '', 'declaredValueCustoms', '', 'insuranceValue', '',
         'insuranceAmount', '', 'iataAgentCode', '', 'hsCode', '', 'agentName', '',
         'shipperSignature', '', 'executedAt', '', 'carrierSignature', '', 'otherServiceInfo', '',
         'goodsNameEn', coalesce(h ->> 'goods', ''), 'accountNumber', ''),
       house_party(h -> 'shipper'), house_party(h -> 'consignee')
from orders o
cross join lateral jsonb_array_elements(
  case when jsonb_typeof(o.waybill -> 'hawbs') = 'array' then o.waybill -> 'hawbs'
       else '[]'::jsonb end) h
where coalesce(h ->> 'hawbNumber', '') <> ''
on conflict (org_id, order_code) do nothing;

update orders set waybill = jsonb_set(waybill, '{hawbs}', '[]'::jsonb)
where jsonb_typeof(waybill -> 'hawbs') = 'array' and waybill -> 'hawbs' <> '[]'::jsonb;

drop function house_party(jsonb);
