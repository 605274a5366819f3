import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { contentDisposition } from './content-disposition.ts';
import type { FileLimits } from './file-limits.ts';
import { findFile, readFile, type StoredFile } from './read-file.ts';
import { readUpload } from './read-upload.ts';
import { INLINE_EXTENSIONS, previewResultOf } from './preview-kind.ts';
import { removeFiles } from './remove-files.ts';
import type { FileStorage } from './storage.ts';
import { updateFileExtra } from './update-file-extra.ts';
import { uploadFile } from './upload-file.ts';
import { fileInfo } from './file-table.ts';
import { FileInfo, OnlinePreviewReply, UpdateFileExtraBody, UploadReply } from '../../../common/api/files.ts';

const tags = ['files'];
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const FileId = Type.String({ pattern: UUID });
const Ids = Type.String({ pattern: `^(${UUID.slice(1, -1)})(,(${UUID.slice(1, -1)}))*$`, maxLength: 37 * 200 });
const Failure = Type.Object({ state: Type.Literal(false), message: Type.String() });
const Envelope = <T extends Parameters<typeof Type.Optional>[0]>(value: T) => Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Optional(value) });

/** Content goes out with its sniffed type, never sniffed again by the browser, and never able to run script. */
function sendFile(reply: FastifyReply, file: StoredFile, disposition: 'attachment' | 'inline') {
  return reply
    .header('content-type', disposition === 'inline' ? file.mime : 'application/octet-stream')
    .header('content-disposition', contentDisposition(disposition, file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', disposition === 'inline' ? "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'" : "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/** Attachments (portal host): upload, download, preview, extra properties, delete by the uploader. */
export async function fileRoutes(fastify: FastifyInstance, options: { storage: FileStorage; limits: FileLimits }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;
  const { storage, limits } = options;

  app.post('/system/file/v1/upload', {
    schema: {
      tags, summary: `One file as multipart/form-data (field "file"); ${limits.extensions.join(', ')}; content must match the extension`,
      querystring: Type.Object({ flowKey: Type.Optional(Type.String({ maxLength: 100 })) }),
      response: { 200: UploadReply, '4xx': Failure },
    },
  }, async (request) => {
    const upload = await readUpload(request, limits.maxBytes);
    const info = await uploadFile(db, storage, limits, principalOf(request), upload, request.query.flowKey);
    return ok(translatorFor(request.lang)('uploaded'), info);
  });

  app.get('/system/file/v1/getFileById', {
    schema: { tags, summary: 'A file\'s name, size and type', querystring: Type.Object({ fileId: FileId }), response: { 200: FileInfo, '4xx': Failure } },
  }, async (request) => fileInfo(await findFile(db, principalOf(request), request.query.fileId)));

  app.get('/system/file/v1/downloadFile', {
    schema: { tags, summary: 'The file as an attachment download (never shown inline)', querystring: Type.Object({ fileId: FileId }), response: { '4xx': Failure } },
  }, async (request, reply) => sendFile(reply, await readFile(db, storage, principalOf(request), request.query.fileId), 'attachment'));

  app.get('/system/file/v1/preview', {
    schema: {
      tags, summary: 'Pictures, PDF and text inline (text as text/plain, no script); other types as a download',
      querystring: Type.Object({ fileId: FileId }), response: { '4xx': Failure },
    },
  }, async (request, reply) => {
    const file = await readFile(db, storage, principalOf(request), request.query.fileId);
    return sendFile(reply, file, INLINE_EXTENSIONS.has(file.ext) ? 'inline' : 'attachment');
  });

  app.get('/file/onlinePreviewController/v1/onlinePreview', {
    schema: {
      tags, summary: 'Which viewer shows a file: result picture | txt | pdf | compress | office, and the url of its content',
      querystring: Type.Object({ fileId: FileId }),
      response: { 200: OnlinePreviewReply, '4xx': Failure },
    },
  }, async (request) => {
    const file = await findFile(db, principalOf(request), request.query.fileId);
    return { result: previewResultOf(file.ext), fileId: file.id, fileName: file.name, url: `/system/file/v1/preview?fileId=${file.id}` };
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
