import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import { useTranslation } from 'react-i18next';

interface Props {
  testId: string;
  rows: { label: string; value: ReactNode }[];
  /** The edit page, when the caller may change what is shown. */
  editPath?: string;
}

/** A personal setting shown read-only (the view pages), with an edit button when it may be changed. */
export function DetailView({ testId, rows, editPath }: Props) {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  return (
    <div className="pp-personal-form" data-testid={testId}>
      <Descriptions column={1} labelStyle={{ width: 140 }} data={rows} border />
      {editPath && (
        <div className="pp-personal-form-footer" style={{ marginTop: 16 }}>
          <Button type="primary" data-testid="detail-edit" onClick={() => navigate(editPath)}>{t('personal.edit')}</Button>
        </div>
      )}
    </div>
  );
}
