import { Type, type Static } from '@sinclair/typebox';

/** TypeBox schemas of the attachment calls (`/api/portal/system/file/v1/...`): server and client share them. */

/** A stored file: the spec's fileId, fileName, size, and id / name as an attachment value holds them. */
export const FileInfo = Type.Object({
  id: Type.String(), fileId: Type.String(), name: Type.String(), fileName: Type.String(), size: Type.Integer(), mime: Type.String(), createdAt: Type.String(),
});

/** upload: the stored file in the command envelope. */
export const UploadReply = Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Optional(FileInfo) });

/**
 * onlinePreview: which viewer shows a file (result picture | txt | pdf | compress | media | office) and where its
 * content is (portal-host path). An Office document is shown as the PDF of `pdfUrl` when the server can convert
 * (LibreOffice installed: `officeConverter`), else the viewer says why it cannot be shown.
 */
export const OnlinePreviewReply = Type.Object({
  result: Type.Union([Type.Literal('picture'), Type.Literal('txt'), Type.Literal('pdf'), Type.Literal('compress'), Type.Literal('media'), Type.Literal('office')]),
  fileId: Type.String(), fileName: Type.String(), url: Type.String(),
  mime: Type.Optional(Type.String()), size: Type.Optional(Type.Integer()),
  pdfUrl: Type.Optional(Type.String()), officeConverter: Type.Optional(Type.Boolean()),
});

/** One entry of an archive's file tree (archiveEntries): its path inside the archive, sizes, and whether a folder. */
export const ArchiveEntry = Type.Object({ path: Type.String(), size: Type.Integer(), compressedSize: Type.Integer(), dir: Type.Boolean() });
/** archiveEntries: the entries of a zip (read from its central directory, nothing extracted), at most `limit` of them. */
export const ArchiveEntriesReply = Type.Object({ entries: Type.Array(ArchiveEntry), truncated: Type.Boolean() });

/** uploadLimits: what upload accepts, so the pickers offer exactly that (extensions without dot, bytes, "10 MB"). */
export const UploadLimitsReply = Type.Object({ extensions: Type.Array(Type.String()), maxBytes: Type.Integer(), maxSize: Type.String() });

export const UpdateFileExtraBody = Type.Object({ fileId: Type.String({ pattern: '^[0-9a-fA-F-]{36}$' }), extraProps: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 50 }) });

export type FileInfo = Static<typeof FileInfo>;
export type UploadReply = Static<typeof UploadReply>;
export type OnlinePreviewReply = Static<typeof OnlinePreviewReply>;
export type UpdateFileExtraBody = Static<typeof UpdateFileExtraBody>;
export type ArchiveEntry = Static<typeof ArchiveEntry>;
export type ArchiveEntriesReply = Static<typeof ArchiveEntriesReply>;
export type UploadLimitsReply = Static<typeof UploadLimitsReply>;
