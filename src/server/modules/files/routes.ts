import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { archiveEntries } from './archive-entries.ts';
import { attachFullText, FullTextAttached } from './bulk-full-text.ts';
import { CpcImported, importCpc } from './bulk-cpc.ts';
import { importPublicIndex, PublicIndexImported } from './bulk-public-index.ts';
import { formatBytes, type FileLimits } from './file-limits.ts';
import { officeConverterAvailable, officePdfKey } from './office-pdf.ts';
import { findFile } from './read-file.ts';
import { INLINE_EXTENSIONS, previewResultOf } from './preview-kind.ts';
import { sendStored } from './send-stored.ts';
import { removeFiles } from './remove-files.ts';
import type { FileStorage } from './storage.ts';
import { updateFileExtra } from './update-file-extra.ts';
import { MediaTickets } from './media-ticket.ts';
import { sessionIsLive } from '../../plugins/auth.ts';
import { uploadFile } from './upload-file.ts';
import { fileInfo } from './file-table.ts';
import { ArchiveEntriesReply, FileInfo, OnlinePreviewReply, UpdateFileExtraBody, UploadLimitsReply, UploadReply } from '../../../common/api/files.ts';
import { badRequest, notFound, unauthorized } from '../../lib/app-error.ts';

const tags = ['files'];
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const FileId = Type.String({ pattern: UUID });
const Ids = Type.String({ pattern: `^(${UUID.slice(1, -1)})(,(${UUID.slice(1, -1)}))*$`, maxLength: 37 * 200 });
const Failure = Type.Object({ state: Type.Literal(false), message: Type.String() });
const Envelope = <T extends Parameters<typeof Type.Optional>[0]>(value: T) => Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Optional(value) });

/** Attachments (portal host): upload, download, preview, extra properties, delete by the uploader. */
export async function fileRoutes(fastify: FastifyInstance, options: { storage: FileStorage; limits: FileLimits }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const { storage, limits } = options;
  const tickets = new MediaTickets(fastify.tokens);

  app.post('/system/file/v1/upload', {
    schema: {
      tags, summary: `One file as multipart/form-data (field "file"); ${limits.extensions.join(', ')}; content must match the extension`,
      querystring: Type.Object({ flowKey: Type.Optional(Type.String({ maxLength: 100 })) }),
      response: { 200: UploadReply, '4xx': Failure },
    },
  }, async (request) => {
    const info = await uploadFile(db, storage, limits, principalOf(request), request, request.query.flowKey);
    return ok(translatorFor(request.lang)('uploaded'), info);
  });

  app.post('/documentManage/v1/bulkUploadFullText', {
    schema: {
      tags, summary: 'One patent full text per call (multipart "file"): a PDF named after the publication or application number replaces that patent\'s full text',
      response: { 200: Envelope(FullTextAttached), '4xx': Failure },
    },
  }, async (request) => {
    const attached = await attachFullText(db, storage, limits, principalOf(request), request);
    return ok(translatorFor(request.lang)('uploaded'), attached);
  });

  app.post('/documentManage/v1/publicIndexUpload', {
    schema: {
      tags, summary: 'One xlsx per call (multipart "file"): rows of A publication or application number, B indexing path below 公共标引 (up to three levels, "a/b/c"), C optional source; all rows or none; public index administrators only',
      response: { 200: Envelope(PublicIndexImported), '4xx': Failure },
    },
  }, async (request) => {
    const done = await importPublicIndex(db, principalOf(request), request.lang, request, limits.maxBytes);
    return ok(translatorFor(request.lang)('bulkIndexed', done), done);
  });

  app.post('/documentManage/v1/cpcUpload', {
    schema: {
      tags, summary: 'One xlsx per call (multipart "file"): rows of A publication or application number, B CPC codes (";"-separated, the first the main one) replacing the patent\'s CPC classification; all rows or none',
      response: { 200: Envelope(CpcImported), '4xx': Failure },
    },
  }, async (request) => {
    const done = await importCpc(db, principalOf(request), request.lang, request, limits.maxBytes);
    return ok(translatorFor(request.lang)('bulkCpcImported', done), done);
  });

  app.get('/system/file/v1/uploadLimits', {
    schema: { tags, summary: 'What upload accepts: extensions and the size limit (the pickers offer exactly these)', response: { 200: UploadLimitsReply } },
  }, async () => ({ extensions: [...limits.extensions], maxBytes: limits.maxBytes, maxSize: formatBytes(limits.maxBytes) }));

  app.get('/system/file/v1/getFileById', {
    schema: { tags, summary: 'A file\'s name, size and type', querystring: Type.Object({ fileId: FileId }), response: { 200: FileInfo, '4xx': Failure } },
  }, async (request) => fileInfo(await findFile(db, principalOf(request), request.query.fileId)));

  app.get('/system/file/v1/downloadFile', {
    schema: { tags, summary: 'The file as an attachment download (never shown inline)', querystring: Type.Object({ fileId: FileId }), response: { '4xx': Failure } },
  }, async (request, reply) => sendStored(request, reply, storage, await findFile(db, principalOf(request), request.query.fileId), 'attachment'));

  app.get('/system/file/v1/preview', {
    schema: {
      tags, summary: 'Pictures, PDF, text, audio and video inline (text as text/plain, no script; byte ranges answered); other types as a download',
      querystring: Type.Object({ fileId: FileId }), response: { '4xx': Failure },
    },
  }, async (request, reply) => {
    const file = await findFile(db, principalOf(request), request.query.fileId);
    return sendStored(request, reply, storage, file, INLINE_EXTENSIONS.has(file.ext) ? 'inline' : 'attachment');
  });

  app.get('/system/file/v1/mediaTicket', {
    schema: {
      tags, summary: 'The path a <video>/<audio> element plays an audio or video file from (it cannot send the bearer token): a ticket for this file and session, hours long',
      querystring: Type.Object({ fileId: FileId }),
      response: { 200: Type.Object({ url: Type.String() }), '4xx': Failure },
    },
  }, async (request) => {
    const principal = principalOf(request);
    const file = await findFile(db, principal, request.query.fileId);
    if (previewResultOf(file.ext) !== 'media') throw badRequest('mediaOnly');
    return { url: `/system/file/v1/media?ticket=${await tickets.sign(principal, file.id)}` };
  });

  app.get('/system/file/v1/media', {
    config: { public: true },
    schema: {
      tags, summary: 'Streams the file of a media ticket inline with byte ranges (206 Partial Content, Accept-Ranges, Content-Range; 416 for a range past the end)',
      querystring: Type.Object({ ticket: Type.String({ maxLength: 2000 }) }), response: { '4xx': Failure },
    },
  }, async (request, reply) => {
    const held = await tickets.verify(request.query.ticket);
    if (!held || !(await sessionIsLive(db, held.principal))) throw unauthorized();
    const file = await findFile(db, held.principal, held.fileId);
    return sendStored(request, reply, storage, file, 'inline');
  });

  app.get('/file/onlinePreviewController/v1/archiveEntries', {
    schema: {
      tags, summary: 'The file tree of a zip (from its central directory; nothing extracted)',
      querystring: Type.Object({ fileId: FileId }), response: { 200: ArchiveEntriesReply, '4xx': Failure },
    },
  }, async (request) => {
    const file = await findFile(db, principalOf(request), request.query.fileId);
    if (previewResultOf(file.ext) !== 'compress') throw badRequest('archiveUnreadable');
    const local = storage.localPath(file.storage_key);
    if (!local || (await storage.size(file.storage_key)) === undefined) throw notFound('attachmentNotFound');
    return archiveEntries(local);
  });

  app.get('/file/onlinePreviewController/v1/officePdf', {
    schema: {
      tags, summary: 'An Office document as PDF, converted by LibreOffice (501 when it is not installed)',
      querystring: Type.Object({ fileId: FileId }), response: { '4xx': Failure, '5xx': Failure },
    },
  }, async (request, reply) => {
    const file = await findFile(db, principalOf(request), request.query.fileId);
    if (previewResultOf(file.ext) !== 'office') throw badRequest('officeConvertFailed');
    const pdfKey = await officePdfKey(storage, file.storage_key, file.ext);
    return sendStored(request, reply, storage, { ...file, name: `${file.name.replace(/\.[^.]+$/, '')}.pdf` }, 'inline', pdfKey, 'application/pdf');
  });

  app.get('/file/onlinePreviewController/v1/onlinePreview', {
    schema: {
      tags, summary: 'Which viewer shows a file: result picture | txt | pdf | compress | media | office, and the url of its content',
      querystring: Type.Object({ fileId: FileId }),
      response: { 200: OnlinePreviewReply, '4xx': Failure },
    },
  }, async (request) => {
    const file = await findFile(db, principalOf(request), request.query.fileId);
    const result = previewResultOf(file.ext);
    const reply = { result, fileId: file.id, fileName: file.name, url: `/system/file/v1/preview?fileId=${file.id}`, mime: file.mime, size: Number(file.size) };
    if (result !== 'office') return reply;
    return { ...reply, pdfUrl: `/file/onlinePreviewController/v1/officePdf?fileId=${file.id}`, officeConverter: await officeConverterAvailable() };
  });

  app.post('/system/file/v1/updateFileExtraProp', {
    schema: {
      tags, summary: 'Merges extra properties into a file the caller uploaded',
      body: UpdateFileExtraBody,
      response: { 200: Envelope(Type.Null()), '4xx': Failure },
    },
  }, async (request) => {
    await updateFileExtra(db, principalOf(request), request.body.fileId, request.body.extraProps);
    return ok(translatorFor(request.lang)('saved'));
  });

  app.delete('/system/file/v1/remove', {
    schema: { tags, summary: 'Deletes files the caller uploaded (all or none)', querystring: Type.Object({ ids: Ids }), response: { 200: Envelope(Type.Integer()), '4xx': Failure } },
  }, async (request) => ok(translatorFor(request.lang)('deleted'), await removeFiles(db, storage, principalOf(request), request.query.ids.split(','))));
}
