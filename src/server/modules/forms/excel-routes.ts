import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Language } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/database.ts';
import { ExportBody, ImportQuery, ImportReply } from '../../../common/api/templates.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { principalOf, type Principal } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import type { FileLimits } from '../files/file-limits.ts';
import { readUpload } from '../files/read-upload.ts';
import type { FileStorage } from '../files/storage.ts';
import { storeFile } from '../files/store-file.ts';
import { sendXlsx } from './send-xlsx.ts';
import { exportTemplateRows } from './export-template-rows.ts';
import { importMainRecords } from './import-main-records.ts';
import { ImportRejected, problemReport } from './import-problems.ts';
import { mainImportTemplate } from './main-import-template.ts';
import { exportSubRows, importSubRows, subImportTemplate } from './sub-table-excel.ts';

const tags = ['forms'];
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const Uuid = Type.String({ pattern: UUID });
const Alias = Type.String({ minLength: 1, maxLength: 64 });
const Json = Type.Record(Type.String(), Type.Unknown());
const Failure = Type.Object({ state: Type.Literal(false), message: Type.String(), errors: ImportReply.properties.errors, reportFileId: ImportReply.properties.reportFileId });
const Envelope = <T extends Parameters<typeof Type.Optional>[0]>(value: T) => Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Optional(value) });
const xlsxReply = { '4xx': Failure };

/**
 * An import that failed validation: 400 with every row's problems, and the sheet with an error column stored as
 * a file of the caller (downloadable with /system/file/v1/downloadFile?fileId=reportFileId).
 */
async function rejectImport(db: Db, storage: FileStorage, principal: Principal, lang: Language, rejected: ImportRejected): Promise<AppError> {
  const t = translatorFor(lang);
  const report = await storeFile(db, storage, principal, { name: `${t('importReportSheet')}.xlsx`, ext: 'xlsx', content: await problemReport(rejected, lang) });
  return new AppError(400, 'importInvalid', { rows: new Set(rejected.problems.map((p) => p.row)).size },
    { errors: rejected.problems.slice(0, 1000), reportFileId: report.id });
}

/** Excel export and import of templates and sub-tables (form host, `/form/dataTemplate/v1/...`). */
export async function excelRoutes(fastify: FastifyInstance, options: { storage: FileStorage; limits: FileLimits }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const base = '/form/dataTemplate/v1';
  const { storage, limits } = options;
  const readXlsx = async (request: Parameters<typeof readUpload>[0]) => {
    const upload = await readUpload(request, limits.maxBytes);
    if (!upload.name.toLowerCase().endsWith('.xlsx')) throw badRequest('excelUnreadable');
    return upload.content;
  };

  app.post(`${base}/export`, {
    schema: {
      tags, summary: 'The whole filtered set of a template\'s rows as xlsx (the caller\'s visible columns, labels for keys, typed dates)',
      querystring: Type.Object({ alias: Type.Optional(Alias) }),
      body: ExportBody,
      response: xlsxReply,
    },
  }, async (request, reply) => {
    const b = request.body;
    const filter = b.queryFilter ?? { querys: b.querys, sorter: b.sorter };
    const file = await exportTemplateRows(db, principalOf(request), request.lang, {
      alias: b.alias ?? b.templateId ?? request.query.alias ?? '', filter, selectField: b.selectField, selectValue: b.selectValue,
    });
    return sendXlsx(reply, file);
  });

  app.post(`${base}/downloadMainTempFile`, {
    schema: {
      tags, summary: 'The import template of a template\'s bo: importable fields as headers (* = required), dictionary drop-downs',
      querystring: Type.Object({ alias: Type.Optional(Alias) }),
      body: Type.Union([Type.Object({ alias: Type.Optional(Alias), templateId: Type.Optional(Alias) }), Type.Null()]),
      response: xlsxReply,
    },
  }, async (request, reply) => {
    const alias = request.body?.alias ?? request.body?.templateId ?? request.query.alias;
    if (!alias) throw badRequest('badRequest', { detail: 'alias' });
    return sendXlsx(reply, await mainImportTemplate(db, principalOf(request), request.lang, alias));
  });

  app.post(`${base}/tImportMain`, {
    schema: {
      tags, summary: `Imports an xlsx (multipart field "file", at most 5,000 rows): all rows or none; problems by row with a downloadable report`,
      querystring: ImportQuery,
      response: { 200: ImportReply, '4xx': Failure },
    },
  }, async (request) => {
    const principal = principalOf(request);
    const content = await readXlsx(request);
    try {
      const count = await importMainRecords(db, principal, request.lang, {
        alias: request.query.alias, content, bindField: request.query.bindFilld || undefined, fillValue: request.query.fillValue,
      });
      return ok(translatorFor(request.lang)('imported', { count }), count);
    } catch (error) {
      if (error instanceof ImportRejected) throw await rejectImport(db, storage, principal, request.lang, error);
      throw error;
    }
  });

  app.post(`${base}/exportSub`, {
    schema: {
      tags, summary: 'A saved record\'s sub-table rows as xlsx (refId); without refId the sub-table\'s import template (boAlias)',
      body: Type.Object({ alias: Alias, refId: Type.Optional(Uuid), boAlias: Type.Optional(Alias) }),
      response: xlsxReply,
    },
  }, async (request, reply) => {
    const { alias, refId, boAlias } = request.body;
    if (refId) return sendXlsx(reply, await exportSubRows(db, principalOf(request), request.lang, alias, refId));
    if (!boAlias) throw badRequest('badRequest', { detail: 'refId' });
    return sendXlsx(reply, await subImportTemplate(db, principalOf(request), request.lang, alias, boAlias));
  });

  app.post(`${base}/importSub`, {
    schema: {
      tags, summary: 'Parses an xlsx into sub-table rows for the form to merge (refId = the record, or boAlias for a new one); nothing is saved',
      querystring: Type.Object({ alias: Alias, refId: Type.Optional(Uuid), boAlias: Type.Optional(Alias) }),
      response: { 200: Envelope(Type.Array(Json)), '4xx': Failure },
    },
  }, async (request) => {
    const principal = principalOf(request);
    const content = await readXlsx(request);
    try {
      const rows = await importSubRows(db, principal, request.lang, request.query.alias, { refId: request.query.refId, boAlias: request.query.boAlias }, content);
      return ok(translatorFor(request.lang)('imported', { count: rows.length }), rows);
    } catch (error) {
      if (error instanceof ImportRejected) throw await rejectImport(db, storage, principal, request.lang, error);
      throw error;
    }
  });
}
