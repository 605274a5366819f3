import { Type, type Static } from '@sinclair/typebox';
import { Alias, head, strict } from '../common.ts';
import { Label } from '../label.ts';
import { CURRENT_VERSION } from '../versions.ts';

/** One column placed on a 12-unit grid. */
export const LayoutItem = strict({
  column: Alias,
  x: Type.Integer({ minimum: 0, maximum: 11 }),
  y: Type.Integer({ minimum: 0, maximum: 1000 }),
  w: Type.Integer({ minimum: 1, maximum: 12 }),
  h: Type.Integer({ minimum: 1, maximum: 100 }),
});

/** A home layout: columns on a grid; a user's own layout copies one. */
export const LayoutDefinition = strict({
  ...head('layout', CURRENT_VERSION.layout),
  alias: Alias,
  name: Label,
  items: Type.Array(LayoutItem, { maxItems: 100 }),
  roles: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })),
}, { title: 'Home layout' });

export type LayoutDefinition = Static<typeof LayoutDefinition>;
