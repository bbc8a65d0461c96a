-- An order list row says whether the order has a pending unlock application, so a change to the
-- applications is a change to the lists the embedded database's process keeps in memory
-- (server/routes/order/list.ts listPage): it notifies orders_changed too.
create trigger order_unlock_applications_changed
  after insert or update or delete on order_unlock_applications
  for each statement execute function notify_orders_changed();
create trigger order_unlock_applications_truncated
  after truncate on order_unlock_applications
  for each statement execute function notify_orders_changed();
