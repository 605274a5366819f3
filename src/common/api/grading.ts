import { Type, type Static } from '@sinclair/typebox';

const Score = Type.Number({ minimum: 0, maximum: 10 });

export const GradingQuery = Type.Object({ patentId: Type.String({ pattern: '^[0-9]{1,10}$' }) });
export const RecountQuery = Type.Object({
  patentId: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$' })),
  force: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
});

/** POST /api/grading/v1/patent/saveGrading: expert scores 0-10 of the expert indicators; `clear` removes scores. */
export const SaveGradingBody = Type.Object({
  patentId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  version: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the version getJson gave (a stale one: 409)' }),
  expert: Type.Record(Type.String({ pattern: '^[A-Za-z]{1,40}$' }), Score),
  clear: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z]{1,40}$' }), { maxItems: 20 })),
}, { additionalProperties: false });
export type SaveGradingBody = Static<typeof SaveGradingBody>;

const Groups = Type.Object({ legal: Type.Number(), technical: Type.Number(), economic: Type.Number() });

/** GET /api/grading/v1/patent/getJson?patentId: the grade as of today. */
export const GradingJson = Type.Object({
  patentId: Type.Integer(), version: Type.Integer(), groups: Groups,
  indicators: Type.Array(Type.Object({
    key: Type.String(), group: Type.String(), source: Type.String(), weight: Type.Number(), score: Type.Union([Type.Number(), Type.Null()]),
  })),
  total: Type.Number(), level: Type.String(), complete: Type.Boolean(),
  expert: Type.Record(Type.String(), Type.Number()),
  gradedBy: Type.Union([Type.String(), Type.Null()]), gradedAt: Type.Union([Type.String(), Type.Null()]),
});
export type GradingJson = Static<typeof GradingJson>;
