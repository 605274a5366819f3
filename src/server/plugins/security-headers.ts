import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of the app's HTML. Scripts only from the app's own files (no inline script or event
 * handler attribute, no script from elsewhere). 'unsafe-eval' stays: the forms validate against JSON Schemas that
 * administrators define at run time, and Ajv compiles each schema into a function (new Function); without it every
 * form page fails to render. Styles may be inline because Arco and G2 set style attributes and inject style
 * elements at run time. Flow and list definitions may embed pages of other sites (href templates, online forms), hence
 * frame-src http(s). The file viewers show fetched content as blob: URLs (pictures, audio and video). Only the app itself may frame its pages (workflow popups and iframes are its own routes).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Browser defences on every reply: no MIME sniffing, the referrer only within the app's origin; and on the app's
 * HTML (not the API docs, whose page has inline script of its own) the policy above and the legacy frame option.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });
});
