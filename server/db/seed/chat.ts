import type { Queryable } from "../client.ts";

/**
 * Chat (issue 21): DEMO lists the supplier's 陈静 as its contact, and DEMO and the supplier
 * organisation have chat granted. Done once, when DEMO's contact row is new, so an organisation's
 * grant an administrator turned off stays off.
 */
export async function seedChat(q: Queryable): Promise<void> {
  await q.query(
    `with added as (
       insert into chat_contacts (org_id, partner_user_id)
       select o.id, u.id from orgs o, users u
       where o.code = 'DEMO' and u.email = 'chen@supplier.example'
       on conflict do nothing returning org_id, partner_user_id)
     update orgs set im_enabled = true
     where id in (select org_id from added)
        or id in (select uo.org_id from user_orgs uo join added a on a.partner_user_id = uo.user_id)`,
  );
}
