import ExcelJS from 'exceljs';
import { LEGAL_STATUSES, type LegalStatus } from '../../../common/enums/legal-status.ts';
import { PATENT_TYPES, type PatentType } from '../../../common/enums/patent-type.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { withTenant, type Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/context.ts';
import { actorOf, idOf, idsOf } from './actor.ts';
import { itemsBelow } from './list-node-items.ts';
import { visibleNode } from './node-access.ts';

const HEADERS: Record<Language, string[]> = {
  'zh-CN': ['申请号', '公开（公告）号', '专利名称', '专利类型', '法律状态', '申请日', '所属单位', '发明人', '收藏夹', '收藏人', '收藏时间'],
  'en-US': ['Application no.', 'Publication no.', 'Title', 'Type', 'Legal status', 'Application date', 'Organisation', 'Inventors', 'Folder', 'Collected by', 'Collected at'],
};

/** exportGroupCollect: the entries of a group or folder (or the chosen ones) as an Excel workbook. */
export async function exportGroupItems(db: Db, principal: Principal, lang: Language, groupOrNode: unknown, ids: unknown): Promise<Buffer> {
  const rows = await withTenant(db, principal.tenantId, async (tx) => {
    const actor = await actorOf(tx, principal);
    const node = await visibleNode(tx, idOf(groupOrNode), actor);
    if (node.type_group_key !== 'groupCollect' || node.group_id === null) throw notFound('nodeNotFound');
    let query = itemsBelow(tx, node);
    const chosen = idsOf(ids);
    if (chosen.length) query = query.where('ci.id', 'in', chosen);
    return query.orderBy('ci.created_at', 'desc').orderBy('ci.id', 'desc').limit(50_000).execute();
  });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'en-US' ? 'Group favourites' : '小组收藏');
  sheet.addRow(HEADERS[lang]).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.fApplicationNo, r.fPublicationNo ?? '', r.fName, PATENT_TYPES[r.fType as PatentType]?.[lang] ?? r.fType,
      LEGAL_STATUSES[r.fLegalStatus as LegalStatus]?.[lang] ?? r.fLegalStatus, r.fApplicationDate, r.fOrgName ?? '', r.fInventor,
      r.nodeName, r.userName, r.createTime.slice(0, 10),
    ]);
  }
  sheet.columns.forEach((column, i) => { column.width = [20, 18, 40, 12, 12, 12, 24, 24, 16, 10, 12][i]; });
  return Buffer.from(await book.xlsx.writeBuffer());
}
