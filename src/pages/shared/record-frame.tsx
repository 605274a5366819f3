import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';

export interface RecordFrameProps {
  testId: string;
  title: string;
  /** Where Back goes. */
  backTo: string;
  /** The Back button's text, in the page's language. */
  backLabel: string;
  /** The class of the refusal's alert (each area's spacing). */
  hintClassName: string;
  loading?: boolean;
  /** A read failure or the server's refusal of the last save. */
  error?: string | null;
  children: ReactNode;
}

/** The frame of a hand-written add / edit / view page: title, back button, the server's refusal above the form. */
export function RecordFrame({ testId, title, backTo, backLabel, hintClassName, loading, error, children }: RecordFrameProps) {
  const navigate = useNavigate();
  return (
    <Card bordered={false} title={title} data-testid={testId}
      extra={<Button size="small" data-testid="form-back" onClick={() => navigate(backTo)}>{backLabel}</Button>}>
      {error && <Alert className={hintClassName} type="error" content={error} data-testid="form-error" />}
      {loading ? <Spin /> : children}
    </Card>
  );
}
