import { Type, type Static } from '@sinclair/typebox';
import { PageOf } from '../query/page.ts';
import { FileRef } from './file-ref.ts';

/** School bulletins (front host `/ipSchoolBulletin/v1/...`), in the spec's field names. Listed only with F_STATUS 1. */
export const BulletinRow = Type.Object({
  id: Type.Integer(),
  fTitle: Type.String(),
  fContent: Type.String({ description: 'HTML; the client sanitises it (DOMPurify) before showing it' }),
  fPicture: Type.Array(FileRef),
  fPublishDate: Type.String({ description: 'YYYY-MM-DD' }),
  fApplicationNo: Type.Union([Type.String(), Type.Null()]),
  F_STATUS: Type.Integer({ description: '1 published, 0 not' }),
  F_IS_TOP: Type.Integer({ description: '1 pinned to the top' }),
  version: Type.Integer(),
});
export type BulletinRow = Static<typeof BulletinRow>;
export const BulletinPage = PageOf(BulletinRow);

export const BulletinSaveBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  fTitle: Type.Optional(Type.String({ maxLength: 200 })),
  fContent: Type.Optional(Type.String({ maxLength: 200_000 })),
  fPicture: Type.Optional(Type.Array(FileRef, { maxItems: 20 })),
  fPublishDate: Type.Optional(Type.String({ maxLength: 10 })),
  fApplicationNo: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  F_STATUS: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  F_IS_TOP: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  version: Type.Optional(Type.Integer({ description: 'the version read; a stale one is a 409' })),
});
export type BulletinSaveBody = Static<typeof BulletinSaveBody>;

const Ids = Type.Union([Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 }), Type.String({ maxLength: 5000, pattern: '^[0-9, ]*$' }), Type.Integer({ minimum: 1 })]);
export const BulletinTopBody = Type.Object({ ids: Ids, isTop: Type.Union([Type.Literal(0), Type.Literal(1)]) });
export const BulletinStatusBody = Type.Object({ ids: Ids, status: Type.Union([Type.Literal(0), Type.Literal(1)]) });
export const BulletinIdsQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 5000, pattern: '^[0-9]+(,[0-9]+)*$' }) });
export const BulletinIdParams = Type.Object({ id: Type.String({ maxLength: 12, pattern: '^[0-9]+$' }) });

/** The list page size of the spec. */
export const BULLETIN_PAGE_SIZE = 10;
