import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Notification/style/css.js';
import { memo, useContext, type ComponentProps } from 'react';
import { Alert, Button, Spin } from '@arco-design/web-react';
import { withTheme } from '@rjsf/core';
import { useTranslation } from 'react-i18next';
import { resolveLabel } from '../../common/definitions/label.ts';
import { engineTheme } from './engine-theme.ts';
import { DefinitionBoundary } from '../registry/definition-boundary.tsx';
import { FormToolbar } from './form-toolbar.tsx';
import { DialogOpenerContext } from './dialog-opener.ts';
import { DialogOpenerProvider } from '../dialog/dialog-opener-provider.tsx';
import { formValidator } from './form-validator.ts';
import { useFormController, type FormController, type FormControllerProps } from './use-form-controller.ts';
import './form-view.css';

const ThemedForm = withTheme(engineTheme);
type ThemedProps = NonNullable<FormController['formProps']>;

/** The rjsf form alone, memoised: the page around it re-rendering (saving, toasts) never re-renders the form. */
const FormBody = memo(function FormBody(props: ThemedProps) {
  return <ThemedForm {...(props as unknown as ComponentProps<typeof ThemedForm>)} validator={formValidator} />;
});

export interface FormViewOptions {
  onBack?: () => void;
  /** Save and save-draft buttons (default: when the form was loaded by key, not in preview). */
  toolbar?: boolean;
  /** Save-draft button (default on when the toolbar is, unless the form's definition keeps no drafts). */
  drafts?: boolean;
}

/** A form drawn from a controller the caller owns (the workflow task page validates and reads it itself). */
export function FormViewContent({ controller, onBack, toolbar, drafts = true }: FormViewOptions & { controller: FormController }) {
  const { t, i18n } = useTranslation('engine');
  const c = controller;
  if (c.status === 'loading') return <div className="pp-form-state" data-testid="form-loading"><Spin tip={t('form.loading')} /></div>;
  if (c.status === 'error' || c.brokenDefinition || !c.formProps) {
    const message = c.brokenDefinition ? t('form.brokenDefinition', { message: c.error }) : t('form.loadFailed', { message: c.error ?? '' });
    return <Alert type="error" showIcon data-testid="form-load-error" content={message} action={onBack && <Button size="small" onClick={onBack}>{t('form.back')}</Button>} />;
  }
  const lang = i18n.language.startsWith('en') ? 'en-US' : 'zh-CN';
  const title = resolveLabel(c.title, lang, (key) => (i18n.exists(key) ? i18n.t(key) : undefined));
  const showToolbar = toolbar ?? true;
  return (
    <div className="pp-form-view" data-testid="form-view" data-mode={c.mode}>
      <FormToolbar title={title} readonly={c.readonly} saving={c.saving} canSave={showToolbar} onSave={() => void c.save()}
        onSaveDraft={drafts && c.mode !== 'get' && c.source?.form.drafts !== false ? () => void c.saveDraft() : undefined} onBack={onBack} />
      {c.conflict && (
        <Alert className="pp-form-conflict" type="error" showIcon data-testid="form-conflict" content={t('form.conflict')}
          action={c.reload && <Button size="small" onClick={() => void c.reload?.()} data-testid="form-reload">{t('form.reload')}</Button>} />
      )}
      <DefinitionBoundary what={`form ${c.source?.form.key ?? ''}`}>
        <FormBody {...c.formProps} />
      </DefinitionBoundary>
    </div>
  );
}

/**
 * A form of the engine: loaded by form key and bo alias (add / edit / get), or drawn from a definition passed in
 * (`definition` + `bo`, for the admin live preview and the workflow pages).
 */
export function FormView(props: FormControllerProps & FormViewOptions) {
  // A dialog field needs a picker to open: pages that do not provide one get the form's own.
  const outer = useContext(DialogOpenerContext);
  const view = <LoadedFormView {...props} />;
  return outer ? view : <DialogOpenerProvider>{view}</DialogOpenerProvider>;
}

function LoadedFormView(props: FormControllerProps & FormViewOptions) {
  const { onBack, toolbar, drafts, ...controllerProps } = props;
  const controller = useFormController(controllerProps);
  const byKey = !props.definition;
  return <FormViewContent controller={controller} onBack={onBack} toolbar={toolbar ?? byKey} drafts={drafts ?? byKey} />;
}
