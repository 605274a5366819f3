import { useCallback, useRef, useState, type RefObject } from 'react';
import type Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { Message } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { ApiError, REFUSED_CODE } from '../../common/api/api-error.ts';
import { useEngineData } from '../provider/engine-provider.tsx';
import type { FieldRight, RuleObject } from '../../common/definitions/kinds/form.ts';
import type { Language } from '../../common/i18n/languages.ts';
import type { FormSource } from './form-source.ts';
import { SUCCESS_TOAST_MS } from './form-timing.ts';
import { asyncFailures } from './rules/async-field-rules.ts';
import type { FormSourceInput } from './use-form-source.ts';

export interface SavedRecord { id: string; version: number }
type Data = Record<string, unknown>;

interface SaveDeps {
  source: FormSource | undefined;
  props: FormSourceInput & { templateAlias?: string; onSaved?: (record: SavedRecord) => void; onSaveFailed?: (message: string) => void };
  dataRef: { current: Data };
  formRef: RefObject<Form<Data, RJSFSchema> | null>;
  derive: (explicit?: boolean) => Promise<Data | null>;
  showErrors: (extra?: ErrorSchema) => void;
  rules: Map<string, RuleObject[]>;
  hidden: ReadonlySet<string>;
  rights: Record<string, FieldRight>;
  lang: Language;
  draftId: string | undefined;
  /** Set once a save found errors: the form then re-checks after each pause in typing. */
  recheck: { current: boolean };
}

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0));
const titleOf = (data: Data) => {
  const text = [data.title, data.name, data.subject, ...Object.values(data)].find((v) => typeof v === 'string' && v.trim());
  return typeof text === 'string' ? text.slice(0, 200) : undefined;
};

/** Validating and saving: boSave with the version read (a 409 keeps the input and says so), drafts, the success toast. */
export function useFormSave(deps: SaveDeps) {
  const { t } = useTranslation();
  const engineData = useEngineData();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const record = useRef<{ of?: FormSource; id: string | null; version: number | null; draftId?: string }>({ id: null, version: null });
  // A reloaded record starts over: its version, and no conflict any more.
  if (deps.source && record.current.of !== deps.source) {
    record.current = { of: deps.source, id: deps.source.id, version: deps.source.version, draftId: record.current.draftId ?? deps.draftId };
    if (conflict) setConflict(false);
  }

  /** Formulas, then the rjsf checks (messages under the fields), then the asynchronous rules; the data when all pass. */
  const validate = useCallback(async (): Promise<{ ok: true; data: Data } | { ok: false }> => {
    const data = await deps.derive(true);
    if (data === null) return { ok: false };
    await nextFrame();
    if (deps.formRef.current && !deps.formRef.current.validateForm()) {
      deps.recheck.current = true;
      Message.error(t('engine:form.checkFields'));
      return { ok: false };
    }
    if (deps.source) {
      const extra = await asyncFailures(deps, data, engineData.ruleCall, t);
      deps.showErrors(extra);
      if (extra) {
        Message.error(t('engine:form.checkFields'));
        return { ok: false };
      }
    }
    return { ok: true, data };
  }, [deps, engineData, t]);

  const save = useCallback(async (): Promise<SavedRecord | null> => {
    const { source, props } = deps;
    if (!source || saving) return null;
    setSaving(true);
    try {
      const checked = await validate();
      if (!checked.ok) return null;
      const { id, version, draftId } = record.current;
      const reply = await engineData.save(source.bo.alias, {
        boData: checked.data, id: id ?? undefined, version: version ?? undefined, formKey: source.form.key, delDraftId: draftId,
      });
      const saved = reply.value ?? { id: id ?? '', version: (version ?? 0) + 1 };
      record.current = { ...record.current, id: saved.id, version: saved.version, draftId: undefined };
      setConflict(false);
      Message.success({ content: reply.message || t('engine:form.saved'), duration: SUCCESS_TOAST_MS });
      if (props.onSaved) setTimeout(() => props.onSaved?.(saved), SUCCESS_TOAST_MS);
      return saved;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code !== REFUSED_CODE) {
        setConflict(true);
        Message.error({ content: t('engine:form.conflict'), duration: 8000 });
      } else if (props.onSaveFailed) {
        props.onSaveFailed((error as Error).message || t('engine:form.saveFailed'));
      } else {
        Message.error((error as Error).message || t('engine:form.saveFailed'));
      }
      return null;
    } finally {
      setSaving(false);
    }
  }, [deps, saving, validate, engineData, t]);

  const saveDraft = useCallback(async (): Promise<string | null> => {
    const { source, props } = deps;
    if (!source || saving) return null;
    setSaving(true);
    try {
      const reply = await engineData.saveDraft({
        boAlias: source.bo.alias, boData: deps.dataRef.current, id: record.current.draftId, formKey: source.form.key,
        templateAlias: props.templateAlias, recordId: record.current.id ?? undefined, title: titleOf(deps.dataRef.current),
      });
      const draftId = reply.value?.id ?? record.current.draftId;
      record.current = { ...record.current, draftId };
      Message.success({ content: t('engine:form.draftSaved'), duration: SUCCESS_TOAST_MS });
      return draftId ?? null;
    } catch (error) {
      Message.error((error as Error).message || t('engine:form.saveFailed'));
      return null;
    } finally {
      setSaving(false);
    }
  }, [deps, saving, engineData, t]);

  return { validate, save, saveDraft, saving, conflict };
}
