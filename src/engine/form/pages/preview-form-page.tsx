import { Alert, Spin } from '@arco-design/web-react';
import useSWR from 'swr';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEngineData } from '../../provider/engine-provider.tsx';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { FormDefinition } from '../../../common/definitions/kinds/form.ts';
import { DefinitionBoundary } from '../../registry/definition-boundary.tsx';
import { FormView } from '../form-view.tsx';

/** `/previewForm/{formId}[/{single}]`: the stored form definition drawn empty, without saving (administrators). */
export function PreviewFormPage() {
  const { formId = '' } = useParams();
  const engineData = useEngineData();
  const { t } = useTranslation('engine');
  const { data, error } = useSWR(['previewForm', formId], async () => {
    const form = (await engineData.getDefinitionVersion('form', formId)).body as unknown as FormDefinition;
    const bo = (await engineData.getDefinitionVersion('bo', form.boAlias)).body as unknown as BoDefinition;
    return { form, bo };
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
  if (error) return <Alert type="error" showIcon data-testid="form-load-error" content={t('form.loadFailed', { message: (error as Error).message })} />;
  if (!data) return <div className="pp-form-state"><Spin tip={t('form.loading')} /></div>;
  return (
    <div className="pp-form-preview" data-testid="form-preview" style={{ padding: 16 }}>
      <DefinitionBoundary what={`form ${formId}`}>
        <FormView definition={data.form} bo={data.bo} action="add" />
      </DefinitionBoundary>
    </div>
  );
}
