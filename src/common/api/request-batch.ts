import { Type, type Static } from '@sinclair/typebox';

/**
 * POST /api/portal/portal/main/v1/batch: several reads of the page's own API in one round trip (the home page's
 * merge window, workflow-office.md section 9). Each request is served by the same route, rights and rules as when
 * sent alone, with the caller's own token, tenant and language; each reply comes back with its own HTTP status, so
 * one failing read fails alone.
 */
export const REQUEST_BATCH_PATH = '/portal/main/v1/batch';
/** Requests in one batch at most. */
export const REQUEST_BATCH_MAX = 40;

export const BatchedRequest = Type.Object({
  method: Type.Union([Type.Literal('GET'), Type.Literal('POST')]),
  /** The request's URL from `/api/` on (path and query), as the browser would have sent it. */
  url: Type.String({ pattern: '^/api/', maxLength: 8000 }),
  body: Type.Optional(Type.Unknown()),
}, { additionalProperties: false });
export type BatchedRequest = Static<typeof BatchedRequest>;

export const RequestBatch = Type.Object({
  requests: Type.Array(BatchedRequest, { minItems: 1, maxItems: REQUEST_BATCH_MAX }),
}, { additionalProperties: false });
export type RequestBatch = Static<typeof RequestBatch>;

/** One request's reply: its HTTP status and its JSON body (null when it had none or it was not JSON). */
export const BatchedReply = Type.Object({ status: Type.Integer(), body: Type.Unknown() });
export type BatchedReply = Static<typeof BatchedReply>;

export const BatchReplies = Type.Object({ replies: Type.Array(BatchedReply) });
export type BatchReplies = Static<typeof BatchReplies>;
