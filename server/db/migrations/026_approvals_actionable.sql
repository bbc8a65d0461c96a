-- Issue 34: every approval in /notification stands for an order's unlock application, which the
-- approver can approve or reject and whose order the row links to. The seeded placeholders with
-- nothing behind them (settlement, quotation and unlock titles without an application) go;
-- demo data now seeds real unlock applications (server/db/seed/access.ts).
delete from approvals where application_id is null;

-- An approval left pending after its application was decided follows the application.
update approvals a set status = u.status, decided_at = coalesce(u.decided_at, now())
from order_unlock_applications u
where u.id = a.application_id and a.status = 0 and u.status <> 0;

alter table approvals alter column application_id set not null;

-- The version an approver decides on: a decision on a stale version answers 409.
alter table approvals add column version int not null default 1;
