-- A session that ends early says so on the channel session_revoked, payload its id, when the
-- ending commits: signing out, an organisation switch, the person disabled, a password set
-- through a link or changed (the other sessions), and any later code that sets revoked_at or
-- deletes the row. Every server process listens (server/chat/bus.ts) and closes that session's
-- chat sockets at once (server/chat/socket.ts), instead of at the next 25 s heartbeat.
-- One row-level trigger: a bulk revoke names each session (a person has a handful).
-- (One line per function: the migration runner splits statements at a semicolon that ends a line.)
create function notify_session_revoked() returns trigger language plpgsql as
  $$ begin perform pg_notify('session_revoked', new.id::text); return null; end $$;

create function notify_session_deleted() returns trigger language plpgsql as
  $$ begin perform pg_notify('session_revoked', old.id::text); return null; end $$;

create trigger sessions_revoked_notify
  after update of revoked_at on sessions
  for each row when (old.revoked_at is null and new.revoked_at is not null)
  execute function notify_session_revoked();

create trigger sessions_deleted_notify
  after delete on sessions
  for each row when (old.revoked_at is null and old.expires_at > now())
  execute function notify_session_deleted();
