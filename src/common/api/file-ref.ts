import { Type, type Static } from '@sinclair/typebox';

/** An uploaded file as settings and replies name it: `{ id, name }`. */
export const FileRef = Type.Object({ id: Type.String(), name: Type.Optional(Type.String()) });
export type FileRef = Static<typeof FileRef>;
