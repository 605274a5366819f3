import { Type, type Static } from '@sinclair/typebox';
import { Alias, head, Rights, strict } from '../common.ts';
import { Label } from '../label.ts';
import { CURRENT_VERSION } from '../versions.ts';

/** Menu entry (workflow-office.md section 3: Menu); three levels, no recursion in the meta schema. */
const entry = {
  alias: Alias,
  name: Label,
  path: Type.Optional(Type.String({ maxLength: 500 })),
  href: Type.Optional(Type.String({ maxLength: 2000 })),
  icon: Type.Optional(Type.String({ maxLength: 100 })),
  hidden: Type.Optional(Type.Boolean()),
  guestVisible: Type.Optional(Type.Boolean()),
  inDevelopment: Type.Optional(Type.Boolean()),
  roles: Type.Optional(Rights),
};
const Leaf = strict(entry);
const Middle = strict({ ...entry, children: Type.Optional(Type.Array(Leaf, { maxItems: 100 })) });
export const MenuItem = strict({ ...entry, children: Type.Optional(Type.Array(Middle, { maxItems: 100 })) });

/** A menu tree (the top menu, or an app's menu). */
export const MenuDefinition = strict({
  ...head('menu', CURRENT_VERSION.menu),
  alias: Alias,
  name: Label,
  items: Type.Array(MenuItem, { maxItems: 100 }),
}, { title: 'Menu' });

export type MenuDefinition = Static<typeof MenuDefinition>;
