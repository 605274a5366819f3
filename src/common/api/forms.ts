import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** TypeBox schemas of the form-record calls (`/api/form/form/dataTemplate/v1/...`): server routes and client share them. */

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const Uuid = Type.String({ pattern: UUID });
const UUID_RE = new RegExp(UUID);
/** Whether a string is a record id (a UUID), the shape `Uuid` accepts. */
export const isUuid = (value: string) => UUID_RE.test(value);
export const FormAlias = Type.String({ minLength: 1, maxLength: 64 });
export const JsonRecord = Type.Record(Type.String(), Type.Unknown());

/** A field problem of a rejected save: JSON pointer into boData and the localised message. */
export const RecordProblem = Type.Object({ pointer: Type.String(), message: Type.String() });
export const FormFailure = Type.Object({ state: Type.Literal(false), message: Type.String(), errors: Type.Optional(Type.Array(RecordProblem)) });
export const FormEnvelope = <T extends TSchema>(value: T) => Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Optional(value) });

export const Draft = Type.Object({
  id: Type.String(), boAlias: Type.String(), formKey: Type.Union([Type.String(), Type.Null()]), templateAlias: Type.Union([Type.String(), Type.Null()]),
  recordId: Type.Union([Type.String(), Type.Null()]), title: Type.Union([Type.String(), Type.Null()]), createdAt: Type.String(), updatedAt: Type.String(),
});
export const DraftWithData = Type.Intersect([Draft, Type.Object({ data: JsonRecord })]);

/** A record's id: a UUID (bo_record), or the number of a row a module's record store keeps (news, meetings, bulletins). */
export const RecordId = Type.Union([Uuid, Type.String({ pattern: '^[1-9][0-9]{0,11}$' })]);

export const FormAction = Type.Union([Type.Literal('add'), Type.Literal('edit'), Type.Literal('get')]);
export const GetFormQuery = Type.Object({
  id: Type.Optional(RecordId), recordId: Type.Optional(RecordId), dataKey: Type.Optional(Type.String({ maxLength: 100 })),
  action: Type.Optional(FormAction),
});
export const GetFormReply = Type.Object({
  action: Type.String(), readonly: Type.Boolean(), form: JsonRecord, bo: JsonRecord, rights: Type.Record(Type.String(), Type.String()), dicts: JsonRecord,
  id: Type.Union([Type.String(), Type.Null()]), version: Type.Union([Type.Integer(), Type.Null()]), data: JsonRecord,
});

export const BoSaveQuery = Type.Object({ delDraftId: Type.Optional(Uuid), formKey: Type.Optional(FormAlias) });
export const BoSaveBody = Type.Object({ boData: JsonRecord, id: Type.Optional(RecordId), version: Type.Optional(Type.Integer({ minimum: 1 })) });
export const BoSaveReply = FormEnvelope(Type.Object({ id: Type.String(), version: Type.Integer() }));

export const SaveDraftBody = Type.Object({
  boAlias: FormAlias, boData: JsonRecord, id: Type.Optional(Uuid), formKey: Type.Optional(FormAlias), templateAlias: Type.Optional(FormAlias),
  recordId: Type.Optional(Uuid), title: Type.Optional(Type.String({ maxLength: 200 })),
});
export const SaveDraftReply = FormEnvelope(Type.Object({ id: Type.String() }));
/** Deleted-count reply of removeTempDraft and boDel. */
export const CountReply = FormEnvelope(Type.Integer());
/** getNextIdByAlias / getPinyin: the text in `value`. */
export const TextReply = Type.Object({ state: Type.Boolean(), message: Type.String(), value: Type.Optional(Type.String()) });

export type FormActionName = Static<typeof FormAction>;
export type DraftRow = Static<typeof Draft>;
export type DraftWithDataReply = Static<typeof DraftWithData>;
export type GetFormQuery = Static<typeof GetFormQuery>;
export type GetFormReply = Static<typeof GetFormReply>;
export type BoSaveBody = Static<typeof BoSaveBody>;
export type BoSaveReply = Static<typeof BoSaveReply>;
export type SaveDraftBody = Static<typeof SaveDraftBody>;
export type SaveDraftReply = Static<typeof SaveDraftReply>;
export type CountReply = Static<typeof CountReply>;
export type TextReply = Static<typeof TextReply>;
export type FormFailure = Static<typeof FormFailure>;
