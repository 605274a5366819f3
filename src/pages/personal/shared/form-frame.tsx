import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFrame } from '../../shared/record-frame.tsx';

interface Props {
  testId: string;
  title: string;
  /** Where Back goes. */
  backTo: string;
  loading?: boolean;
  /** A read failure or the server's refusal of the last save. */
  error?: string | null;
  children: ReactNode;
}

/** The frame of a personal add / edit / view page (RecordFrame with the workflow catalogue's Back). */
export function FormFrame(props: Props) {
  const { t } = useTranslation('workflow');
  return <RecordFrame {...props} backLabel={t('personal.back')} hintClassName="pp-personal-hint" />;
}
