import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { translatorFor } from '../lib/i18n.ts';

/** Turns every failure into the localised reply envelope; no stack or SQL text reaches a client. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const t = translatorFor(request.lang ?? 'zh-CN');
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ state: false, message: t(error.messageKey, error.params), ...error.extra });
    }
    if (error.validation) {
      const detail = error.validation
        .map((v) => {
          const where = `${error.validationContext ?? ''}${v.instancePath || ''}`;
          const extra = (v.params as { additionalProperty?: string })?.additionalProperty;
          return extra ? `${where}/${extra}: ${t('unknownField', { defaultValue: 'unknown field' })}` : `${where}: ${v.message ?? ''}`;
        })
        .join('; ');
      return reply.status(400).send({ state: false, message: t('badRequest', { detail }) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large).
      const key = status === 429 ? 'tooManyRequests' : status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'badRequest';
      return reply.status(status).send({ state: false, message: t(key, { detail: error.message }) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ state: false, message: t('internal') });
  });
});
