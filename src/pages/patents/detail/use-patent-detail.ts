import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { fetchPatentPdf, getClaimsAndDescription, getPatentDetail } from '../../../app/api/patents.ts';

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** Detail of one patent (tabs 1, 4 and 5 read it); the key carries the language so server labels follow it. */
export function usePatentDetail(id: string | null) {
  const { api } = useServices();
  const { i18n } = useTranslation();
  return useSWR(id ? ['patentDetail', id, i18n.language] : null, ([, key]) => getPatentDetail(api, key), once);
}

/** Claims and description (tab 2), read when the tab first opens. */
export function usePatentClaims(id: string | null) {
  const { api } = useServices();
  return useSWR(id ? ['patentClaims', id] : null, ([, key]) => getClaimsAndDescription(api, key), once);
}

/** The full-text PDF (tab 6); null data means the server has none. */
export function usePatentPdf(publicationNo: string | null) {
  const services = useServices();
  const { i18n } = useTranslation();
  return useSWR(publicationNo ? ['patentPdf', publicationNo] : null, ([, no]) => fetchPatentPdf({ ...services, language: i18n.language }, no), once);
}
