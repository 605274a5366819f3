import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { TemplateListPage } from './template-list-page.tsx';
import { BadRouteParameters, isSingle, parseParameterQuerys } from './route-params.ts';
import type { ListParams } from './use-list-controller.ts';

/**
 * `template/preview/:alias[/:single[/:parameterqQuerys]]` and `template/preview/:alias/:taskType/:defKey/:isJoinFlow`
 * under every route group. The page's query string fills the search bar (`?title=...`).
 */
export function TemplatePreviewRoute() {
  const { t } = useTranslation('engine');
  const { alias = '', single, parameterqQuerys, taskType, defKey, isJoinFlow } = useParams();
  const [search] = useSearchParams();
  const searchKey = search.toString();

  const parsed = useMemo(() => {
    try {
      return { conditions: parseParameterQuerys(parameterqQuerys) };
    } catch (error) {
      if (error instanceof BadRouteParameters) return { problem: error.message };
      throw error;
    }
  }, [parameterqQuerys]);
  const initialQuery = useMemo(() => Object.fromEntries(new URLSearchParams(searchKey)), [searchKey]);
  const params: ListParams | undefined = taskType || defKey || isJoinFlow
    ? { taskType, defKey, isJoinFlow: isJoinFlow === 'true' || isJoinFlow === '1' }
    : undefined;

  if (parsed.problem !== undefined) {
    return <Alert type="error" showIcon data-testid="list-bad-parameters" content={t('list.badParameters', { text: parsed.problem })} />;
  }
  return (
    <div className={isSingle(single) ? 'pp-list-single' : undefined} data-testid="template-preview">
      <TemplateListPage key={`${alias}|${parameterqQuerys ?? ''}|${searchKey}`} alias={alias} extraConditions={parsed.conditions} initialQuery={initialQuery} params={params} />
    </div>
  );
}
