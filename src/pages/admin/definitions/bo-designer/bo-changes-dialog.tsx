import { Alert, Modal, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import { boChanges, type BoChange } from './bo-changes.ts';
import { readBo } from './bo-edit.ts';
import './bo-designer.css';

interface BoChangesDialogProps {
  visible: boolean;
  /** The last saved text ('' for a bo not saved yet) and the text about to be saved. */
  savedText: string;
  text: string;
  saving: boolean;
  onOk(): void;
  onCancel(): void;
}

const COLORS: Record<BoChange['kind'], string> = {
  tableAdded: 'green', added: 'green', tableDropped: 'red', dropped: 'red', renamed: 'orange', typeChanged: 'orange',
  maxLengthShorter: 'orange', maxLengthLonger: 'arcoblue', nowRequired: 'orange', dictChanged: 'orange', multipleChanged: 'orange',
};

/** Before a bo is saved: each change against the last saved version and what it means for the records already stored. */
export function BoChangesDialog({ visible, savedText, text, saving, onOk, onCancel }: BoChangesDialogProps) {
  const { t } = useTranslation('admin');
  const k = (key: string, params?: Record<string, unknown>) => t(`boDesigner.changes.${key}`, params);
  const typeName = (type: string) => t(`boDesigner.types.${type}`, { defaultValue: type });
  const saved = savedText ? readBo(savedText) : undefined;
  const current = readBo(text);
  const changes = 'bo' in current ? boChanges(saved && 'bo' in saved ? saved.bo : undefined, current.bo) : [];

  const what = (change: BoChange): string => {
    switch (change.kind) {
      case 'tableAdded': return k('tableAdded', { table: change.table });
      case 'tableDropped': return k('tableDropped');
      case 'added': return k(change.required ? 'addedRequired' : 'added', { type: typeName(change.type) });
      case 'dropped': return k('dropped');
      case 'renamed': return k('renamed', { from: change.from });
      case 'typeChanged': return k('typeChanged', { from: typeName(change.from), to: typeName(change.to) });
      case 'maxLengthShorter': case 'maxLengthLonger':
        return k(change.kind, { from: change.from ?? k('unlimited'), to: change.to ?? k('unlimited') });
      case 'nowRequired': return k('nowRequired');
      case 'dictChanged': return k('dictChanged', { from: change.from ?? k('none_'), to: change.to ?? k('none_') });
      case 'multipleChanged': return k(change.to ? 'multipleOn' : 'multipleOff');
    }
  };
  const where = (change: BoChange) => {
    const table = change.table || k('main');
    return 'field' in change ? `${table} · ${change.field}` : table;
  };

  return (
    <Modal
      title={k('title')} visible={visible} onOk={onOk} onCancel={onCancel} okText={k('confirm')} confirmLoading={saving}
      style={{ width: 720 }} okButtonProps={{ 'data-testid': 'bo-changes-ok' } as object}
    >
      <div data-testid="bo-changes">
        <Alert className="bo-changes__storage" type="info" content={<><p>{k('storage')}</p><p>{k('moduleTables')}</p></>} />
        {!saved && <p data-testid="bo-changes-new">{k('newBo')}</p>}
        {saved && changes.length === 0 && <p data-testid="bo-changes-none">{k('none')}</p>}
        {saved && changes.length > 0 && (
          <ul className="bo-changes__list">
            {changes.map((change, i) => (
              <li key={i} className="bo-changes__item" data-testid={`bo-change-${change.kind}`}>
                <Tag color={COLORS[change.kind]} className="bo-changes__where">{where(change)}</Tag>
                <span className="bo-changes__what">{what(change)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
