import { Type, type Static } from '@sinclair/typebox';

/** TypeBox schemas of the attachment calls (`/api/portal/system/file/v1/...`): server and client share them. */

/** A stored file: the spec's fileId, fileName, size, and id / name as an attachment value holds them. */
export const FileInfo = Type.Object({
  id: Type.String(), fileId: Type.String(), name: Type.String(), fileName: Type.String(), size: Type.Integer(), mime: Type.String(), createdAt: Type.String(),
});

/** upload: the stored file in the command envelope. */
export const UploadReply = Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Optional(FileInfo) });

/** onlinePreview: which viewer shows a file (result picture | txt | pdf | compress | office) and where its content is (portal-host path). */
export const OnlinePreviewReply = Type.Object({
  result: Type.Union([Type.Literal('picture'), Type.Literal('txt'), Type.Literal('pdf'), Type.Literal('compress'), Type.Literal('office')]),
  fileId: Type.String(), fileName: Type.String(), url: Type.String(),
});

export const UpdateFileExtraBody = Type.Object({ fileId: Type.String({ pattern: '^[0-9a-fA-F-]{36}$' }), extraProps: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 50 }) });

export type FileInfo = Static<typeof FileInfo>;
export type UploadReply = Static<typeof UploadReply>;
export type OnlinePreviewReply = Static<typeof OnlinePreviewReply>;
export type UpdateFileExtraBody = Static<typeof UpdateFileExtraBody>;
