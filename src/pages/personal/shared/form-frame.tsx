import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';

interface Props {
  testId: string;
  title: string;
  /** Where Back and Cancel go. */
  backTo: string;
  loading?: boolean;
  /** A read failure or the server's refusal of the last save. */
  error?: string | null;
  children: ReactNode;
}

/** The frame of a personal add / edit / view page: title, back button, the server's refusal above the form. */
export function FormFrame({ testId, title, backTo, loading, error, children }: Props) {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  return (
    <Card bordered={false} title={title} data-testid={testId}
      extra={<Button size="small" data-testid="form-back" onClick={() => navigate(backTo)}>{t('personal.back')}</Button>}>
      {error && <Alert className="pp-personal-hint" type="error" content={error} data-testid="form-error" />}
      {loading ? <Spin /> : children}
    </Card>
  );
}
