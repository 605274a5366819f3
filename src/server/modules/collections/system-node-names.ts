import type { SysTypeNode } from '../../../common/api/collections.ts';
import type { Language } from '../../../common/i18n/languages.ts';

/** The English names of the nodes the system makes (tree roots, the public group), by type key, with their stored Chinese names. */
const SYSTEM_NODES: Record<string, { zh: string; en: string }> = {
  myCollect: { zh: '我的收藏', en: 'My favourites' },
  priIndex: { zh: '个人标引', en: 'Personal indexing' },
  pubIndex: { zh: '公共标引', en: 'Public indexing' },
  groupCollect: { zh: '小组收藏', en: 'Group favourites' },
  publicGroup: { zh: '公共小组', en: 'Public group' },
};

/**
 * Tree nodes in the reader's language: the roots and the public group the system made are stored in Chinese and
 * shown in English in en-US (as long as nobody renamed them); every node people made keeps its name.
 */
export function localizeSystemNodes(nodes: SysTypeNode[], lang: Language): SysTypeNode[] {
  if (lang !== 'en-US') return nodes;
  return nodes.map((node) => {
    const system = SYSTEM_NODES[node.typeKey ?? ''];
    const made = node.parentId === 0 || node.typeKey === 'publicGroup';
    return system && made && node.name === system.zh ? { ...node, name: system.en } : node;
  });
}
