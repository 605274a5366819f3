import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/content-disposition.ts';
import { XLSX_MIME } from './excel-sheet.ts';

/** An xlsx as a download (attachment, never sniffed or cached). */
export function sendXlsx(reply: FastifyReply, file: { name: string; content: Buffer }) {
  return reply.header('content-type', XLSX_MIME).header('content-disposition', contentDisposition('attachment', file.name))
    .header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store').send(file.content);
}
