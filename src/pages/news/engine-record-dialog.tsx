import { useRef } from 'react';
import useSWR from 'swr';
import { Alert, Button, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useTranslation } from 'react-i18next';
import type { BoDefinition } from '../../common/definitions/kinds/bo.ts';
import type { FormDefinition } from '../../common/definitions/kinds/form.ts';
import { FormViewContent, useFormController } from '../../engine/form/index.ts';
import type { DictItems } from '../../engine/form/form-source.ts';
import { useEngineData } from '../../engine/provider/engine-provider.tsx';
import './news.css';

/** A record as the form edits it: id and version of a stored one (none for a new one), its data in the form's fields. */
export interface FormRecord {
  id?: string;
  version?: number;
  data: Record<string, unknown>;
}

export interface EngineRecordDialogProps {
  /** The form (schemas/form) and its business object, whose record store keeps the records. */
  formKey: string;
  boAlias: string;
  title: string;
  testId: string;
  /** Names the record (its id, or 'new'): what is read again when it changes. */
  recordKey: string;
  /** The record to edit, read afresh (again after a conflict); a new record's starting data. */
  load: () => Promise<FormRecord>;
  /** Entries of dictionaries the page supplies (choices that are rows of a table, e.g. meeting rooms). */
  dicts?: () => Promise<DictItems>;
  width?: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A record of a module's own table edited in a dialog through a form of the engine: the definition from the form
 * store (getForm), the data the page reads, saved by boSave (the module's record store runs its rules). The engine
 * checks the fields, saves with the version read and, on a 409, keeps the input and says so; 重新加载 reads the
 * record again.
 */
export function EngineRecordDialog({ formKey, boAlias, title, testId, recordKey, load, dicts, width = 760, onClose, onSaved }: EngineRecordDialogProps) {
  const { t, i18n } = useTranslation('news');
  const engine = useEngineData();
  const loadRef = useRef(load);
  loadRef.current = load;
  const definition = useSWR(['engineRecordForm', formKey, boAlias, i18n.language], async () => {
    const [reply, extra] = await Promise.all([engine.getForm(formKey, boAlias, { action: 'add' }), dicts?.() ?? Promise.resolve({})]);
    return { form: reply.form as unknown as FormDefinition, bo: reply.bo as unknown as BoDefinition, dicts: { ...(reply.dicts as DictItems), ...extra } };
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
  const record = useSWR(['engineRecord', formKey, recordKey], () => loadRef.current(), { revalidateOnFocus: false, shouldRetryOnError: false });
  const failed = (definition.error ?? record.error) as Error | undefined;
  return (
    <Modal visible title={title} onCancel={onClose} style={{ width }} unmountOnExit footer={null} className="pn-engine-dialog" data-testid={testId}>
      {failed ? <Alert type="error" showIcon content={failed.message} data-testid={`${testId}-error`} />
        : !definition.data || !record.data ? <Spin loading style={{ display: 'block', margin: '48px auto' }} />
          : (
            <RecordForm
              definition={definition.data.form} bo={definition.data.bo} dicts={definition.data.dicts} record={record.data} testId={testId}
              onClose={onClose} onSaved={onSaved} onReload={() => void record.mutate()} cancel={t('cancel')} save={t('save')} reload={t('reload')}
            />
          )}
    </Modal>
  );
}

interface RecordFormProps {
  definition: FormDefinition;
  bo: BoDefinition;
  dicts: DictItems;
  record: FormRecord;
  testId: string;
  onClose: () => void;
  onSaved: () => void;
  onReload: () => void;
  cancel: string;
  save: string;
  reload: string;
}

function RecordForm({ definition, bo, dicts, record, testId, onClose, onSaved, onReload, cancel, save, reload }: RecordFormProps) {
  const controller = useFormController({
    definition, bo, dicts, data: record.data, id: record.id, version: record.version, action: record.id ? 'edit' : 'add', onSaved: () => onSaved(),
  });
  return (
    <>
      <FormViewContent controller={controller} toolbar={false} drafts={false} />
      <div className="pn-form-footer">
        {controller.conflict ? <Button onClick={onReload} data-testid={`${testId}-reload`}>{reload}</Button> : null}
        <Button onClick={onClose}>{cancel}</Button>
        <Button type="primary" loading={controller.saving} onClick={() => void controller.save()} data-testid={`${testId}-save`}>{save}</Button>
      </div>
    </>
  );
}
