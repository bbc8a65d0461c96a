-- Every write to the orders says so on the channel orders_changed: the embedded database's process
-- keeps each organisation's dashboard statistics in memory until then (server/routes/statistics.ts
-- statisticsOf, decision 41). One statement-level trigger: a bulk import notifies once.
create function notify_orders_changed() returns trigger language plpgsql as
  $$ begin perform pg_notify('orders_changed', ''); return null; end $$;

create trigger business_orders_changed
  after insert or update or delete on business_orders
  for each statement execute function notify_orders_changed();
create trigger business_orders_truncated
  after truncate on business_orders for each statement execute function notify_orders_changed();
