import type { Context } from "hono";
import * as v from "valibot";
import { ORDER_MESSAGES } from "../../../src/domain/order.ts";
import { BUSINESS_SCOPES } from "../../../src/domain/scope.ts";
import { ApiError } from "../../http/envelope.ts";
import type { AppEnv } from "../../http/types.ts";

/** What the order workspace's route files share: the context type, errors and patterns. */
export type Ctx = Context<AppEnv>;

export const notFound = () => new ApiError(404, ORDER_MESSAGES.notFound);
export const stale = () => new ApiError(409, ORDER_MESSAGES.stale);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const scopeSchema = v.picklist(BUSINESS_SCOPES, "业务类型不正确");
