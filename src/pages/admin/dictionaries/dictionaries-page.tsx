import { useMemo, useState } from 'react';
import { Button, Card, Empty, Typography } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import type { DictEntryRow, DictTypeRow } from '../../../app/api/dict-admin.ts';
import { DictEntryTable } from './dict-entry-table.tsx';
import { DictLabelDialog } from './dict-label-dialog.tsx';
import { DictTypeList } from './dict-type-list.tsx';
import { useDictionariesAdmin } from './use-dictionaries-admin.ts';
import './dictionaries.css';

type Dialog = { kind: 'type'; editing: DictTypeRow | null } | { kind: 'entry'; editing: DictEntryRow | null };

/**
 * /admin/dictionaries — the tenant's data dictionaries (administrators, method dict:manage): add and rename
 * dictionaries; add, edit, disable/enable and reorder their entries with Chinese and English names.
 */
export function DictionariesPage() {
  const { t, i18n } = useTranslation('admin');
  const admin = useDictionariesAdmin();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Stable while the dialog is open: the dialog fills its form when this changes.
  const editing = useMemo(() => {
    if (!dialog?.editing) return null;
    return dialog.kind === 'type' ? { key: dialog.editing.typeKey, name: dialog.editing.name } : { key: dialog.editing.key, name: dialog.editing.name };
  }, [dialog]);
  const chosenName = admin.chosen ? ((i18n.language === 'en-US' && admin.chosen.name['en-US']) || admin.chosen.name['zh-CN']) : '';

  const save = async (key: string, name: DictTypeRow['name']) => {
    if (!dialog) return false;
    const saved = dialog.kind === 'type' ? await admin.saveType(dialog.editing, key, name) : await admin.saveEntry(dialog.editing, key, name);
    if (saved) setDialog(null);
    return saved;
  };

  return (
    <div className="dictionaries-page" data-testid="dictionaries-page">
      <Typography.Paragraph type="secondary" className="dictionaries-page__hint">{t('dictionaries.hint')}</Typography.Paragraph>
      <Card
        title={t('dictionaries.dictionaries')}
        extra={<Button size="small" icon={<IconPlus />} data-testid="dict-type-add" onClick={() => setDialog({ kind: 'type', editing: null })}>{t('dictionaries.addType')}</Button>}
      >
        <DictTypeList
          rows={admin.types} loading={admin.typesLoading} chosen={admin.chosen?.typeKey ?? null}
          onChoose={admin.choose} onEdit={(row) => setDialog({ kind: 'type', editing: row })}
        />
      </Card>
      <Card
        title={admin.chosen ? t('dictionaries.entriesOf', { name: chosenName }) : t('dictionaries.entries')}
        extra={admin.chosen && (
          <Button type="primary" icon={<IconPlus />} data-testid="dict-entry-add" onClick={() => setDialog({ kind: 'entry', editing: null })}>
            {t('dictionaries.addEntry')}
          </Button>
        )}
        data-testid="dict-entries-card"
      >
        {admin.chosen
          ? (
            <DictEntryTable
              rows={admin.entries} loading={admin.entriesLoading}
              onMove={(index, step) => void admin.move(index, step)}
              onEdit={(row) => setDialog({ kind: 'entry', editing: row })}
              onSetDisabled={(row, disabled) => void admin.setDisabled(row, disabled)}
            />
          )
          : <Empty description={t('dictionaries.pickType')} />}
      </Card>
      <DictLabelDialog
        kind={dialog?.kind ?? 'entry'}
        editing={editing}
        visible={dialog !== null}
        onSave={save}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
