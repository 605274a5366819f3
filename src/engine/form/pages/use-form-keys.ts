import useSWR from 'swr';
import { ApiError } from '../../../common/api/api-error.ts';
import { useEngineData } from '../../provider/engine-provider.tsx';

export type FormKeys = { status: 'loading' } | { status: 'ready'; formKey: string; boAlias: string; templateAlias?: string } | { status: 'error'; message: string };

/**
 * The form of a route's alias: a data template's form (the spec's `template/form/{templateKey}`), or, when no
 * template has that alias, the form with that key over the business object of the same alias.
 */
export function useFormKeys(alias: string): FormKeys {
  const engineData = useEngineData();
  const { data, error } = useSWR(['formKeys', alias], async () => {
    try {
      const info = await engineData.getTemplateInfo(alias);
      if (info.formKey && info.bo) return { formKey: info.formKey, boAlias: info.bo.alias, templateAlias: alias };
      return { formKey: alias, boAlias: info.bo?.alias ?? alias, templateAlias: alias };
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) return { formKey: alias, boAlias: alias };
      throw failure;
    }
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
  if (error) return { status: 'error', message: (error as Error).message };
  if (!data) return { status: 'loading' };
  return { status: 'ready', ...data };
}
