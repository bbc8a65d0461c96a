-- A server process's chat heartbeat: one row per process, touched every heartbeat, instead of
-- touching every presence row the process holds (1,000 rows at 1,000 sockets, on the embedded
-- database's one connection, while messages wait). A presence row counts while its process's
-- heartbeat is fresh (server/chat/socket.ts, server/chat/store.ts).
create table chat_processes (
  process_id text primary key,
  seen_at timestamptz not null default now()
);
insert into chat_processes (process_id, seen_at)
  select process_id, max(seen_at) from chat_presence group by process_id;
