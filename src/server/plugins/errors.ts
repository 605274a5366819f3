import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import type { ErrorKey } from '../../common/i18n/errors.ts';
import { AppError } from '../lib/app-error.ts';
import { translatorFor } from '../lib/i18n.ts';
import { logServerError } from '../lib/server-error-log.ts';

const CLIENT_ERROR_KEYS: Record<string, ErrorKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalidRequest',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
};

/**
 * Turns every failure into the localised reply envelope; no stack or SQL text reaches a client. Every 5xx reply is
 * logged (with its error when there is one), whether or not request logging is on.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const logged = new WeakSet<object>();
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500 && !logged.has(request)) logServerError(request, reply.statusCode);
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const t = translatorFor(request.lang ?? 'zh-CN');
    const status = error instanceof AppError ? error.statusCode : error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 500) {
      logged.add(request);
      logServerError(request, error instanceof AppError ? status : 500, error);
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ state: false, message: t(error.messageKey, error.params), ...error.extra });
    }
    if (error.validation) {
      // ajv writes English; ajv-i18n rewrites the messages in place for Chinese callers.
      if (request.lang === 'zh-CN') localizeZh(error.validation as Parameters<typeof localizeZh>[0]);
      const detail = error.validation
        .map((v) => {
          const where = `${error.validationContext ?? ''}${v.instancePath || ''}`;
          const extra = (v.params as { additionalProperty?: string })?.additionalProperty;
          return extra ? `${where}/${extra}: ${t('unknownField', { defaultValue: 'unknown field' })}` : `${where}: ${v.message ?? ''}`;
        })
        .join('; ');
      return reply.status(400).send({ state: false, message: t('badRequest', { detail }) });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) get messages of our own.
      const detail = t(CLIENT_ERROR_KEYS[error.code] ?? 'invalidRequest');
      const key: ErrorKey = status === 429 ? 'tooManyRequests' : status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'badRequest';
      return reply.status(status).send({ state: false, message: t(key, { detail }) });
    }
    return reply.status(500).send({ state: false, message: t('internal') });
  });
});
