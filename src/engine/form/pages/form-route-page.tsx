import { useMemo } from 'react';
import { Alert, Spin } from '@arco-design/web-react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DefinitionBoundary } from '../../registry/definition-boundary.tsx';
import { FormView } from '../form-view.tsx';
import type { FormMode } from '../form-source.ts';
import { useFormKeys } from './use-form-keys.ts';

const ACTIONS: readonly FormMode[] = ['add', 'edit', 'get'];

/**
 * `/{group}/template/form/{alias}/{add|edit|get}[/{single}]?id=&draftId=`: a record's form (`add?field=value` starts a new
 * record with those values). After a save the success toast shows, then the page goes back to where it came from.
 */
export function FormRoutePage() {
  const { alias = '', action = 'add' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('engine');
  const keys = useFormKeys(alias);
  const mode = (ACTIONS as readonly string[]).includes(action) ? (action as FormMode) : 'get';
  const id = search.get('id') || undefined;
  const draftId = search.get('draftId') || undefined;
  const searchKey = search.toString();
  // A new record opened from a list row's link (成果库's 下单) starts from the values its query names.
  const prefill = useMemo(() => (mode === 'add' ? Object.fromEntries(new URLSearchParams(searchKey)) : undefined), [mode, searchKey]);
  const back = () => navigate(-1);

  if (keys.status === 'loading') return <div className="pp-form-state"><Spin tip={t('form.loading')} /></div>;
  if (keys.status === 'error') return <Alert type="error" showIcon data-testid="form-load-error" content={t('form.loadFailed', { message: keys.message })} />;
  return (
    <DefinitionBoundary what={`form ${keys.formKey}`}>
      <FormView key={`${keys.formKey}|${id ?? ''}|${draftId ?? ''}|${mode}`} formKey={keys.formKey} boAlias={keys.boAlias} templateAlias={keys.templateAlias}
        id={id} draftId={draftId} action={mode} prefill={prefill} onBack={back} onSaved={back} />
    </DefinitionBoundary>
  );
}
