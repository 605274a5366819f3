import type { ColumnDefinition } from '../../../../common/definitions/kinds/column.ts';
import type { CardKind } from './card-kind.ts';
import { carouselKind } from './carousel-kind.tsx';
import { counterKind, shortcutKind, systemsKind } from './link-kinds.tsx';
import { meetingKind, newsKind, noticeKind, todoKind } from './list-kinds.tsx';
import { frequentFlowsKind } from './often-flows-kind.tsx';
import { patentListKind, pieKind, rankingKind } from './stat-kinds.tsx';
import { treeKind } from './tree-kind.tsx';

/**
 * The card kinds the home grid draws by colType. A chart column fed by a service is the department pie; the other
 * types (list, html, chart of a chart definition) are drawn by the generic column body.
 */
export function cardKindOf(column: ColumnDefinition): CardKind | null {
  switch (column.colType) {
    case 'todo': return todoKind;
    case 'news': return newsKind;
    case 'notice': return noticeKind;
    case 'meeting': return meetingKind;
    case 'carousel': return carouselKind;
    case 'systems': return systemsKind;
    case 'shortcut': return shortcutKind;
    case 'counter': return counterKind;
    case 'ranking': return rankingKind;
    case 'patentList': return patentListKind;
    case 'frequentFlows': return frequentFlowsKind;
    case 'tree': return treeKind;
    case 'chart': return column.dataMode === 'service' ? pieKind : null;
    default: return null;
  }
}

export type { CardKind };
