import type { FastifyInstance } from 'fastify';

/**
 * Lets body-less POSTs that still say `Content-Type: application/json` through as an absent body (Hotent
 * clients send them to calls that take their input in the query). Registered once for the whole app.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, String(body), done);
  });
}
