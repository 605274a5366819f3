import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { FieldRight, FormDefinition } from '../../../common/definitions/kinds/form.ts';
import { FormViewContent, useFormController } from '../../../engine/form/index.ts';
import type { DictItems } from '../../../engine/form/form-source.ts';
import { useEngineData } from '../../../engine/provider/engine-provider.tsx';
import { FLOWS_DICT } from '../../../../widgets/form/inputs/flow-scope-widget.tsx';
import { FormFrame } from './form-frame.tsx';
import { useFlowOptions } from './use-flow-options.ts';

type Mode = 'add' | 'edit' | 'get';
type Data = Record<string, unknown>;

export interface PersonalRecordPageProps {
  /** The form (schemas/form) and its bo, of the same key; the workflow module's record store keeps the rows. */
  formKey: string;
  mode: Mode;
  testId: string;
  title: string;
  /** The list Back and a save return to. */
  backTo: string;
  /** What shows the saved rows: the engine list of this template, or the reads keyed by this name. */
  shownIn: string;
  /** A new record's starting data (what the form's schema defaults cannot say, e.g. today's period). */
  defaults?: () => Data;
  /** The edit page of a shown record, offered while it may be changed. */
  editPath?: (id: string) => string;
  /** A note above the form for the record read (e.g. why it is read only). */
  note?: (data: Data) => ReactNode;
}

/**
 * A personal setting (/agent, /approvalItem, /secretary, /bpmDeputy pages) as a form of the engine: the definition
 * and the record from getForm, the deployed flows as the flow-scope dictionary, saved by boSave (the store keeps the
 * server's rules; a stale version is a 409). The server's refusal stays on the page; a save goes back to the list.
 */
export function PersonalRecordPage(props: PersonalRecordPageProps) {
  const { formKey, mode, testId, title, backTo } = props;
  const { t, i18n } = useTranslation('workflow');
  const { id } = useParams();
  const engine = useEngineData();
  const flows = useFlowOptions();
  const read = useSWR(['personalForm', formKey, id ?? '', mode, i18n.language], () => engine.getForm(formKey, formKey, { id, action: mode }),
    { revalidateOnFocus: false, shouldRetryOnError: false });
  const [refusal, setRefusal] = useState<string | null>(null);
  const failed = (read.error as Error | undefined)?.message;
  return (
    <FormFrame testId={testId} title={title} backTo={backTo} loading={!failed && (!read.data || flows.loading)} error={refusal ?? failed}>
      {read.data && !flows.loading && (
        <RecordForm {...props} id={id} reply={read.data as unknown as Reply} onRefused={setRefusal}
          dicts={{ ...(read.data.dicts as DictItems), [FLOWS_DICT]: flows.options.map((f) => ({ key: f.value, name: f.label })) }}
          save={t('personal.save')} edit={t('personal.edit')} />
      )}
    </FormFrame>
  );
}

interface Reply { form: FormDefinition; bo: BoDefinition; rights: Record<string, FieldRight>; readonly: boolean; id: string | null; version: number | null; data: Data }

interface RecordFormProps extends PersonalRecordPageProps {
  id?: string;
  reply: Reply;
  dicts: DictItems;
  onRefused: (message: string | null) => void;
  save: string;
  edit: string;
}

function RecordForm({ reply, dicts, mode, id, shownIn, backTo, defaults, editPath, note, onRefused, save, edit }: RecordFormProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [data] = useState<Data>(() => (mode === 'add' ? { ...defaults?.(), ...reply.data } : reply.data));
  // A public phrase (or a record the caller may not change) opens read only.
  const readonly = mode === 'get' || reply.readonly || data.isPublic === true;
  const controller = useFormController({
    definition: reply.form, bo: reply.bo, dicts, data, id: reply.id ?? undefined, version: reply.version ?? undefined,
    action: readonly ? 'get' : mode, rightsOverride: reply.rights,
    onSaveFailed: onRefused,
    onSaved: () => {
      void mutate((key) => Array.isArray(key) && (key[0] === shownIn || (key[0] === 'templateRows' && key[1] === shownIn)));
      navigate(backTo);
    },
  });
  return (
    <div className="pp-personal-form">
      {note?.(data)}
      <FormViewContent controller={controller} toolbar={false} drafts={false} />
      <div className="pp-personal-form-footer">
        {!readonly && (
          <Button type="primary" loading={controller.saving} data-testid="form-save" onClick={() => { onRefused(null); void controller.save(); }}>{save}</Button>
        )}
        {mode === 'get' && readonly && data.isPublic !== true && editPath && id && (
          <Button type="primary" data-testid="detail-edit" onClick={() => navigate(editPath(id))}>{edit}</Button>
        )}
      </div>
    </div>
  );
}
