import type { Context } from "hono";
import * as v from "valibot";
import {
  ORDER_FIELDS_SCHEMA,
  ORDER_MESSAGES,
  type OrderFields,
  orderRuleIssue,
} from "../../../src/domain/order.ts";
import { BUSINESS_SCOPES, type BusinessScope } from "../../../src/domain/scope.ts";
import { ApiError } from "../../envelope.ts";
import { check } from "../../http/body.ts";
import type { AppEnv } from "../../http/types.ts";

/** What the order workspace's route files share: the context type, errors and patterns. */
export type Ctx = Context<AppEnv>;

export const notFound = () => new ApiError(404, ORDER_MESSAGES.notFound);
export const stale = () => new ApiError(409, ORDER_MESSAGES.stale);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const scopeSchema = v.picklist(BUSINESS_SCOPES, "业务类型不正确");

/** The fields of a body, checked by the shared schema and the scope's rules. */
export function checkFields(scope: BusinessScope, body: unknown): OrderFields {
  const fields = check(ORDER_FIELDS_SCHEMA, body);
  const issue = orderRuleIssue(scope, fields);
  if (issue) throw new ApiError(400, issue.message);
  return fields;
}
