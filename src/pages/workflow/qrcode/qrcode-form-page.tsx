import { Alert, Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconPrinter } from '@arco-design/web-react/icon';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DefinitionBoundary } from '../../../engine/registry/definition-boundary.tsx';
import { FormView } from '../../../engine/form/form-view.tsx';
import type { FormMode } from '../../../engine/form/form-source.ts';
import { useFormKeys } from '../../../engine/form/pages/use-form-keys.ts';
import { QrCode } from './qr-code.tsx';
import './qrcode-form.css';

const ACTIONS: readonly FormMode[] = ['add', 'edit', 'get'];

/**
 * /QRCodeForm/{templateKey}/{add|edit|get}[?id=]: a data template's form on a page of its own, with the QR code of
 * this very address (scanned from the screen or from paper it opens the same form, signed in as the scanner) and a
 * print button; on paper only the form and the code. A saved new record goes on as its read view here.
 */
export function QrCodeFormPage() {
  const { templateKey = '', action = 'get' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('workflow');
  const keys = useFormKeys(templateKey);
  const mode = (ACTIONS as readonly string[]).includes(action) ? (action as FormMode) : 'get';
  const id = search.get('id') || undefined;
  const address = `${window.location.origin}${location.pathname}${location.search}`;

  const body = () => {
    if (keys.status === 'loading') return <div className="pp-qrform-state"><Spin tip={t('qrForm.loading')} /></div>;
    if (keys.status === 'error') return <Alert type="error" showIcon data-testid="qrform-error" content={t('qrForm.loadFailed', { message: keys.message })} />;
    return (
      <DefinitionBoundary what={`form ${keys.formKey}`}>
        <FormView key={`${keys.formKey}|${id ?? ''}|${mode}`} formKey={keys.formKey} boAlias={keys.boAlias} templateAlias={keys.templateAlias}
          id={id} action={mode} drafts={false}
          onSaved={(saved) => navigate(`/QRCodeForm/${encodeURIComponent(templateKey)}/get?id=${encodeURIComponent(String(saved.id))}`, { replace: true })} />
      </DefinitionBoundary>
    );
  };

  return (
    <div className="pp-qrform" data-testid="qrform-page" data-template={templateKey} data-action={mode}>
      <header className="pp-qrform__head">
        <h1 className="pp-qrform__title">{t(`qrForm.title.${mode}`)}</h1>
        <Button icon={<IconPrinter />} onClick={() => window.print()} className="pp-qrform__print" data-testid="qrform-print">{t('qrForm.print')}</Button>
      </header>
      <div className="pp-qrform__layout">
        <main className="pp-qrform__form">{body()}</main>
        <aside className="pp-qrform__code" data-testid="qrform-code">
          <QrCode text={address} size={148} title={t('qrForm.scan')} testId="qrform-qr" />
          <div className="pp-qrform__caption">{t('qrForm.scan')}</div>
        </aside>
      </div>
    </div>
  );
}

export default QrCodeFormPage;
