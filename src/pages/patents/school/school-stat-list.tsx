import { useState } from 'react';
import { Button, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useTranslation } from 'react-i18next';
import type { InventorStatRow, OrgStatRow, StatLevel } from '../../../app/api/patents.ts';
import { useSchoolTable } from './use-school-stats.ts';
import { InventorStatTable, OrgStatTable, type StatPaging } from './stat-tables.tsx';

/** Rows a tab shows before "more". */
export const FIRST_ROWS = 10;

function LevelTable({ level, rows, loading, paging, testId }: { level: StatLevel; rows: unknown[]; loading: boolean; paging?: StatPaging; testId: string }) {
  return level === 'inventor'
    ? <InventorStatTable rows={rows as InventorStatRow[]} loading={loading} paging={paging} testId={testId} />
    : <OrgStatTable rows={rows as OrgStatRow[]} loading={loading} paging={paging} testId={testId} />;
}

/** The more-dialog: every row of the level, paged by the server (10, 20, 50, 100). */
function MoreDialog({ level, title, onClose }: { level: StatLevel; title: string; onClose: () => void }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const table = useSchoolTable(level, paging.page, paging.pageSize, true);
  return (
    <Modal title={title} visible footer={null} style={{ width: 860 }} onCancel={onClose} unmountOnExit>
      <div data-testid="school-more-dialog">
        <LevelTable level={level} rows={table.page?.rows ?? []} loading={table.loading} testId={`school-more-table-${level}`}
          paging={{ ...paging, total: table.page?.total ?? 0, onChange: (page, pageSize) => setPaging({ page, pageSize }) }} />
      </div>
    </Modal>
  );
}

/** A tab's list: its first rows, and "more" for the rest in a dialog. */
export function SchoolStatList({ level, title }: { level: StatLevel; title: string }) {
  const { t } = useTranslation('patents');
  const [more, setMore] = useState(false);
  const table = useSchoolTable(level, 1, FIRST_ROWS, true);
  const total = table.page?.total ?? 0;
  return (
    <div className="pp-school-list">
      <LevelTable level={level} rows={table.page?.rows ?? []} loading={table.loading} testId={`school-table-${level}`} />
      {total > FIRST_ROWS ? (
        <div className="pp-school-more">
          <Button type="text" onClick={() => setMore(true)} data-testid="school-more">{t('more')} ({total})</Button>
        </div>
      ) : null}
      {more ? <MoreDialog level={level} title={t('moreTitle', { name: title })} onClose={() => setMore(false)} /> : null}
    </div>
  );
}
