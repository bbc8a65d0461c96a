-- Every write that can change who a bearer token is, what a role may do or whether chat is open
-- to a user says so on the channel
-- auth_changed (server/auth/auth-cache.ts): the embedded database's process keeps resolved
-- sessions and role grants in memory and forgets them all on that notification. One statement-level
-- trigger per table, so a bulk revoke notifies once. last_seen_at, the one column a signed-in call
-- writes (forward, once a minute), notifies only when moved back: an idle limit then applies at
-- once.
-- (One line: the migration runner splits statements at a semicolon that ends a line.)
create function notify_auth_changed() returns trigger language plpgsql as
  $$ begin perform pg_notify('auth_changed', tg_table_name); return null; end $$;

create trigger sessions_auth_changed
  after update of revoked_at, expires_at, user_id, org_id or delete on sessions
  for each statement execute function notify_auth_changed();
create trigger sessions_seen_moved_back
  after update of last_seen_at on sessions
  for each row when (new.last_seen_at < old.last_seen_at)
  execute function notify_auth_changed();
create trigger sessions_auth_truncated
  after truncate on sessions for each statement execute function notify_auth_changed();

create trigger users_auth_changed
  after update of state, online_service or delete on users
  for each statement execute function notify_auth_changed();
create trigger users_auth_truncated
  after truncate on users for each statement execute function notify_auth_changed();

create trigger orgs_auth_changed
  after update of im_enabled, private_saas or delete on orgs
  for each statement execute function notify_auth_changed();
create trigger orgs_auth_truncated
  after truncate on orgs for each statement execute function notify_auth_changed();

create trigger user_orgs_auth_changed
  after insert or update or delete on user_orgs
  for each statement execute function notify_auth_changed();
create trigger user_orgs_auth_truncated
  after truncate on user_orgs for each statement execute function notify_auth_changed();

create trigger role_permissions_auth_changed
  after insert or update or delete on role_permissions
  for each statement execute function notify_auth_changed();
create trigger role_permissions_auth_truncated
  after truncate on role_permissions for each statement execute function notify_auth_changed();

create trigger permissions_auth_changed
  after insert or update or delete on permissions
  for each statement execute function notify_auth_changed();
create trigger permissions_auth_truncated
  after truncate on permissions for each statement execute function notify_auth_changed();
