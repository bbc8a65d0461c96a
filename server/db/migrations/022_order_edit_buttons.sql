-- A read-only role for orders (issue 33, decision 0054): changing an order of a scope (its form,
-- tracking lists and files; creating one too) needs the scope's `<menu>_edit` button, not only the
-- list menu. So that nothing changes for anyone today, every role that holds a scope's order menu
-- gets that scope's new button. On a fresh database the permission tree is not there yet (the
-- seed writes it after the migrations) and this inserts nothing: the seed creates the buttons and
-- grants them with the rest (server/db/seed/permissions.ts, same ids, names and places).

insert into permissions (id, parent_id, kind, name, label, path, icon, sort, hidden, always_show)
select b.id, m.id, 'button', b.name, b.name, null, null, 2, false, false
from (values
  (1006, 101, 'af_order_edit'),
  (1015, 109, 'ai_order_edit'),
  (6006, 601, 'se_order_edit'),
  (6016, 602, 'si_order_edit'),
  (7006, 701, 'te_order_edit'),
  (7016, 702, 'ti_order_edit'),
  (8006, 801, 'lc_order_edit'),
  (9006, 901, 'io_order_edit')
) as b(id, menu_id, name)
join permissions m on m.id = b.menu_id and m.kind = 'menu'
on conflict (id) do nothing;

insert into role_permissions (role_id, permission_id)
select rp.role_id, b.id
from permissions b
join role_permissions rp on rp.permission_id = b.parent_id
where b.kind = 'button' and b.id in (1006, 1015, 6006, 6016, 7006, 7016, 8006, 9006)
on conflict do nothing;
