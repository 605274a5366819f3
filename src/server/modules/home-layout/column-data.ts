import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ColumnDefinition } from '../../../common/definitions/kinds/column.ts';
import { cardRequestUrl, firstCardRequest, readsCardRequest } from '../../../common/home-layout/card-request.ts';
import { innerReply, type InnerReply } from '../home/inner-request.ts';

/**
 * The first data of each card among `columns`: the call the card would make at load, served by its own route with
 * the caller's token, tenant and language (so the same rights and rules apply), each with its own status.
 */
export async function firstCardData(
  app: FastifyInstance, caller: FastifyRequest, columns: readonly Record<string, unknown>[], utcOffsetMinutes: number,
): Promise<Record<string, InnerReply>> {
  const calls = columns.map((c) => c as unknown as ColumnDefinition).filter(readsCardRequest).flatMap((column) => {
    const request = firstCardRequest(column, utcOffsetMinutes);
    return request ? [{ alias: column.alias, request }] : [];
  });
  const replies = await Promise.all(calls.map(({ request }) => innerReply(app, caller, {
    method: request.method, url: cardRequestUrl(request), ...(request.method === 'POST' ? { body: request.body } : {}),
  })));
  return Object.fromEntries(calls.map(({ alias }, i) => [alias, replies[i]!]));
}
