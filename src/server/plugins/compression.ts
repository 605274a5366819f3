import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Replies are compressed for clients that accept it: brotli first, else gzip, from 1 kB, only types worth it
 * (JSON, text, HTML, JS, CSS, SVG...; not PDF, pictures, media or zip). Brotli runs at quality 4 so a large JSON
 * reply costs little CPU. Partial content (206) is never compressed. Server-sent events write to the socket
 * themselves (hijacked replies), so no compressor buffers them. Static files of the client are served already
 * compressed (.br / .gz made at build, see app.ts), and such replies are left alone.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // A stream of events must reach the client as written, never held back by a compressor (the compressor's own
  // hook runs after this one and skips a request marked so).
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && /^text\/event-stream/i.test(type)) request.headers['x-no-compression'] = '1';
    return payload;
  });
});
