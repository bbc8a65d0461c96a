-- E-mail logins compared lower-cased (issue 33, decision 55). Sign-in has always lower-cased the
-- typed e-mail, but addresses were stored as typed, so `Case.User@Demo.Example` could never sign
-- in and `case.user@demo.example` could be added as a second person. From here on every write
-- stores the address trimmed and lower-cased, and one index keeps lower(email) unique.
--
-- Existing rows whose addresses differ only by case (or surrounding spaces): one keeps the
-- address, the one that can sign in today (already lower-case), else the lowest id. The others
-- lose the address (set to null, never rewritten to an invented one another mailbox could own):
-- none of them could sign in by it, their phone or login name still works, and their
-- administrator sees the change in the audit log (/hrs_log, "user.update", before/after) and can
-- give them another address. Their version moves on, so an open edit dialog answers 409.

insert into audit_log (org_id, actor_id, action, target, before, after, address)
select uo.org_id, null, 'user.update', 'user:' || u.id,
       jsonb_build_object('email', u.email), jsonb_build_object('email', null), null
from users u
join user_orgs uo on uo.user_id = u.id
where u.email is not null
  and btrim(u.email) <> ''
  and u.id <> (
    select k.id from users k
    where lower(btrim(k.email)) = lower(btrim(u.email))
    order by (k.email = lower(btrim(k.email))) desc, k.id
    limit 1
  );

update users u set email = null, version = version + 1
where u.email is not null
  and btrim(u.email) <> ''
  and u.id <> (
    select k.id from users k
    where lower(btrim(k.email)) = lower(btrim(u.email))
    order by (k.email = lower(btrim(k.email))) desc, k.id
    limit 1
  );

update users set email = nullif(lower(btrim(email)), '')
where email is not null and email <> lower(btrim(email));

create unique index users_email_lower_key on users (lower(email)) where email is not null;
