import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FieldRight } from '../../common/definitions/kinds/form.ts';
import type { Language } from '../../common/i18n/languages.ts';
import type { FormContext } from '../../../widgets/form/form-services.ts';
import { useEngineData } from '../provider/engine-provider.tsx';
import { buildFormSchema, HIDDEN_FIELD } from './build-form-schema.ts';
import { createFormServices } from './create-form-services.ts';
import { useDialogOpener } from './dialog-opener.ts';
import type { FormMode, FormSource } from './form-source.ts';
import { createCustomValidate, createTransformErrors } from './form-validation.ts';
import { HiddenField } from './hidden-field.tsx';
import { linkageEffects, NO_EFFECTS, sameEffects, topFields, type LinkageEffects } from './linkage-effects.ts';
import { effectiveRights } from './rights.ts';
import { rulesByPath } from './rules/rule-specs.ts';
import { useDerivedData } from './use-derived-data.ts';
import { useFormSource, type FormSourceInput } from './use-form-source.ts';
import { useFormSave, type SavedRecord } from './use-form-save.ts';

export interface FormControllerProps extends FormSourceInput {
  /** A workflow node's field rights, over the caller's. */
  rightsOverride?: Record<string, FieldRight>;
  /** The list template the form was opened from (kept with drafts). */
  templateAlias?: string;
  /** After a successful save, once the success toast has shown. */
  onSaved?: (record: SavedRecord) => void;
  /** The server's refusal of a save (not a stale version), for a host that shows it on the page instead of a toast. */
  onSaveFailed?: (message: string) => void;
}

type Data = Record<string, unknown>;

interface LiveState {
  /** Which record / draft / definition the data belongs to; a new one starts over from the source's data. */
  initKey: string;
  effects: LinkageEffects;
  /** Bumped when derived data (formulas) replaced the data, so the form is handed the new values. */
  dataVersion: number;
  extraErrors?: ErrorSchema;
}

const asLanguage = (lang: string): Language => (lang.startsWith('en') ? 'en-US' : 'zh-CN');
const FIELDS = { [HIDDEN_FIELD]: HiddenField };
/** The errors are drawn under the fields; rjsf would also log them. */
const ignoreErrors = () => undefined;
const keyOf = (input: FormSourceInput, source: FormSource | undefined) =>
  [input.formKey, input.boAlias, input.id, input.draftId, input.action, source?.form.key, source?.id, source?.version].join('|');

/**
 * The form engine without UI: loads the form, builds the rjsf schema and uiSchema for the caller's rights (and a
 * workflow node's), validates with the spec's messages, applies linkages and formulas 100 ms after a change and saves
 * (version-checked; a stale 409 keeps the user's input, a refusing one — code REFUSED — shows the server's message). A keystroke costs the form's own render only.
 */
export function useFormController(props: FormControllerProps) {
  const { t, i18n } = useTranslation();
  const lang = asLanguage(i18n.language);
  const engineData = useEngineData();
  const openDialog = useDialogOpener();
  const state = useFormSource(props);
  const source = state.status === 'ready' ? state.source : undefined;
  const formRef = useRef<Form<Data, RJSFSchema> | null>(null);
  const dataRef = useRef<Data>({});
  const initKey = keyOf(props, source);
  const [live, setLive] = useState<LiveState>({ initKey: '', effects: NO_EFFECTS, dataVersion: 0 });

  // A new record (or draft, or definition) starts from its data; adjusting state while rendering avoids a stale frame.
  if (source && live.initKey !== initKey) {
    dataRef.current = source.data;
    setLive({ initKey, effects: linkageEffects(source.form, source.data), dataVersion: live.dataVersion + 1 });
  }

  const mode: FormMode = props.action;
  const readonly = Boolean(source?.readonly || mode === 'get');
  const rights = useMemo(() => {
    if (!source) return {};
    const fields = [...source.bo.fields.map((f) => f.name), ...(source.bo.children ?? []).map((c) => c.alias), ...Object.keys(source.rights), ...Object.keys(props.rightsOverride ?? {})];
    return effectiveRights([...new Set(fields)], source.rights, props.rightsOverride, readonly);
  }, [source, props.rightsOverride, readonly]);

  const built = useMemo(() => {
    if (!source) return undefined;
    try {
      return buildFormSchema(source, rights, live.effects, lang, (key) => (i18n.exists(key) ? i18n.t(key) : undefined));
    } catch (error) {
      return { error: (error as Error).message };
    }
  }, [source, rights, live.effects, lang, i18n]);

  const hidden = useMemo(() => new Set([...topFields(live.effects.hidden), ...Object.keys(rights).filter((k) => rights[k] === 'n')]), [live.effects, rights]);
  const rules = useMemo(() => (source ? rulesByPath(source.form, source.bo) : new Map()), [source]);
  const validation = useMemo(() => {
    if (!source || !built || 'error' in built) return undefined;
    const ctx = { bo: source.bo, rules, rights, required: built.required, hidden, dicts: source.dicts, t, lang };
    return { customValidate: createCustomValidate(ctx), transformErrors: createTransformErrors(ctx) };
  }, [source, built, rules, rights, hidden, t, lang]);

  const formContext = useMemo<FormContext | undefined>(() => source && {
    lang,
    services: createFormServices({ data: engineData, language: () => i18n.language, bo: source.bo, dicts: source.dicts, openDialog }),
  }, [source, lang, engineData, i18n, openDialog]);

  const applyDerived = useCallback(({ effects, dataChanged }: { effects: LinkageEffects; dataChanged: boolean }) => {
    setLive((prev) => (sameEffects(prev.effects, effects) && !dataChanged ? prev : { ...prev, effects, dataVersion: prev.dataVersion + (dataChanged ? 1 : 0) }));
  }, []);
  // After a save found errors, the form re-checks itself once typing pauses, so fixed fields lose their message.
  const recheck = useRef(false);
  const afterDerive = useCallback(() => {
    if (recheck.current) formRef.current?.validateForm();
  }, []);
  const { derive, schedule } = useDerivedData(source, dataRef, t, applyDerived, afterDerive, lang);

  // Formulas and linkages also run on the data a record opens with.
  useEffect(() => {
    if (live.initKey) schedule();
  }, [live.initKey, schedule]);

  const onChange = useCallback((event: IChangeEvent<Data>) => {
    if (event.formData === dataRef.current) return;
    dataRef.current = event.formData ?? {};
    schedule();
  }, [schedule]);

  // rjsf keeps the errors validateForm found; only the asynchronous rules' errors travel as extraErrors.
  const showErrors = useCallback((extraErrors?: ErrorSchema) => setLive((prev) => (prev.extraErrors === extraErrors ? prev : { ...prev, extraErrors })), []);
  const saver = useFormSave({
    source, props, dataRef, formRef, derive, showErrors, rules, hidden, rights, lang, recheck,
    draftId: state.status === 'ready' ? state.draftId : undefined,
  });

  // The form is handed the latest data whenever any of its props change, so re-rendering never rolls typing back.
  const formProps = useMemo(() => {
    if (!built || 'error' in built || !validation || !formContext) return undefined;
    return {
      ref: formRef,
      schema: built.schema,
      uiSchema: built.uiSchema as UiSchema,
      formData: dataRef.current,
      fields: FIELDS,
      formContext,
      customValidate: validation.customValidate,
      transformErrors: validation.transformErrors,
      extraErrors: live.extraErrors,
      readonly,
      noHtml5Validate: true,
      showErrorList: false as const,
      onChange,
      onError: ignoreErrors,
    };
    // dataVersion is what tells this memo the data was replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [built, validation, formContext, live.extraErrors, live.dataVersion, readonly, onChange]);

  return {
    status: state.status,
    error: state.status === 'error' ? state.message : built && 'error' in built ? built.error : undefined,
    brokenDefinition: Boolean(built && 'error' in built),
    title: source?.form.name,
    mode,
    readonly,
    source,
    rights,
    formProps,
    reload: state.status === 'ready' ? state.reload : undefined,
    /** The data as the user has it now (formulas may still be pending; see `validate`). */
    getData: () => dataRef.current,
    ...saver,
  };
}

export type FormController = ReturnType<typeof useFormController>;
