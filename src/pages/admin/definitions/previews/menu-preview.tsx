import { Tree } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tree/style/css.js';
import { useTranslation } from 'react-i18next';
import type { MenuDefinition } from '../../../../common/definitions/kinds/menu.ts';
import { resolveLabel } from '../../../../common/definitions/label.ts';
import type { Language } from '../../../../common/i18n/languages.ts';

type Entry = MenuDefinition['items'][number];
interface Node { key: string; title: string; children: Node[] }

/** A menu as the tree users will see (entries with their paths). */
export function MenuPreview({ body }: { body: MenuDefinition }) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Language;
  const toNode = (entry: Entry, parent: string): Node => ({
    key: `${parent}/${entry.alias}`,
    title: `${resolveLabel(entry.name, lang)}${entry.path ? `  ${entry.path}` : ''}`,
    children: ((entry as { children?: Entry[] }).children ?? []).map((c) => toNode(c, `${parent}/${entry.alias}`)),
  });
  const nodes = body.items.map((e) => toNode(e, ''));
  return (
    <div data-testid="preview-menu">
      <Tree treeData={nodes} autoExpandParent defaultExpandedKeys={nodes.flatMap(function keys(n): string[] { return [n.key, ...n.children.flatMap(keys)]; })} />
    </div>
  );
}
