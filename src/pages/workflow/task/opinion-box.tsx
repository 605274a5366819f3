import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import type { WidgetProps } from '@rjsf/utils';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/shell/services.tsx';
import { approvalPhrases } from '../../../app/api/workflow-task.ts';
import type { FileRef } from '../../../common/api/file-ref.ts';
import type { FormServices } from '../../../../widgets/form/form-services.ts';
import { AttachmentWidget } from '../../../../widgets/form/inputs/attachment-widget.tsx';
import { OpinionInput } from './dialogs/opinion-input.tsx';

/** What an opinion may carry: office documents, PDFs, pictures and archives. */
export const OPINION_FILE_TYPES = 'doc,docx,xls,xlsx,ppt,pptx,pdf,txt,jpg,jpeg,png,gif,zip';

/** A phrase goes after what is typed already, on its own line. */
export const withPhrase = (opinion: string, phrase: string) => (opinion.trim() ? `${opinion.replace(/\s+$/, '')}\n${phrase}` : phrase);

export interface OpinionBoxProps {
  defKey: string;
  opinion: string;
  onOpinion: (v: string) => void;
  files: FileRef[];
  onFiles: (files: FileRef[]) => void;
  services: FormServices;
}

/** The opinion with the approval phrases (常用语) of the flow and the attachments (the engine's attachment widget). */
export function OpinionBox({ defKey, opinion, onOpinion, files, onFiles, services }: OpinionBoxProps) {
  const { t } = useTranslation('workflow');
  const { api } = useServices();
  const phrases = useSWR(['approvalPhrases', defKey], () => approvalPhrases(api, defKey), { revalidateOnFocus: false, shouldRetryOnError: false });
  // The attachment widget is an rjsf widget: it needs only the services (in formContext), its options and the value.
  const attachmentProps = {
    id: 'task-opinion-files', value: files, options: { accept: OPINION_FILE_TYPES }, registry: { formContext: { services } },
    onChange: (next: FileRef[] | undefined) => onFiles(next ?? []),
  } as unknown as WidgetProps;
  return (
    <section className="pp-task-opinion" data-testid="task-opinion-box">
      <div className="pp-task-opinion-head">
        <span className="pp-task-section-title">{t('task.opinion.label')}</span>
        <Select size="small" style={{ width: 220 }} placeholder={t('task.opinion.phrases')} value={undefined as string | undefined}
          notFoundContent={t('task.opinion.noPhrases')} data-testid="task-phrases" loading={phrases.isLoading}
          options={(phrases.data ?? []).map((p) => ({ label: p.expression, value: p.expression }))}
          onChange={(phrase: string) => onOpinion(withPhrase(opinion, phrase))} />
      </div>
      <OpinionInput value={opinion} onChange={onOpinion} label="" testId="task-opinion" />
      <div className="pp-task-field">
        <span className="pp-task-field-label">{t('task.opinion.attachments')}</span>
        <AttachmentWidget {...attachmentProps} />
      </div>
    </section>
  );
}
