/**
 * The API's envelope (seed 001 §5): every answer, success or failure, is
 * `{ code, messageInfo, data }`; code 0 is success (200 for the chat calls).
 */
export type Envelope<T> = { code: number; messageInfo?: string; data: T };

/** A page of a paged list (seed 001 §5: current from 1). */
export type Page<T> = { total: number; current: number; size: number; records: T[] };
