import { useEffect, useRef } from 'react';
import { Alert, Spin } from '@arco-design/web-react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { useEngineData } from '../../provider/engine-provider.tsx';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { FieldRight, FormDefinition } from '../../../common/definitions/kinds/form.ts';
import { resolveLabel } from '../../../common/definitions/label.ts';
import { problemMessage, validateRecord } from '../../../common/definitions/validate-record.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { DialogOpenerProvider } from '../../dialog/dialog-opener-provider.tsx';
import { DefinitionBoundary } from '../../registry/definition-boundary.tsx';
import type { DictItems, FormMode } from '../form-source.ts';
import { FormViewContent } from '../form-view.tsx';
import { answerOnlineFormRequests, type OnlineFormAnswer } from '../online-form/online-form-answer.ts';
import { useFormController, type FormControllerProps } from '../use-form-controller.ts';

const ACTIONS: readonly FormMode[] = ['add', 'edit', 'get'];
const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * `/onlineForm?formKey=&boAlias=[&id=][&action=]` or `?instId=[&action=]`: an online form as a page of its own. Inside
 * a frame of this portal (/formManage, a start page) it answers the host's requests for its data through the
 * online-form protocol: its data when the form's checks pass, else each field's message (reason 3 at the host).
 * Opened alone it is the record's form with its save buttons.
 */
export function OnlineFormPage() {
  const [search] = useSearchParams();
  const engineData = useEngineData();
  const { t } = useTranslation('engine');
  const instId = search.get('instId') || undefined;
  const action = (ACTIONS as readonly string[]).includes(search.get('action') ?? '') ? (search.get('action') as FormMode) : search.get('id') ? 'edit' : 'add';
  // An instance's form: its definition and the caller's rights from getForm, the data the instance holds.
  const instance = useSWR(instId ? ['onlineForm', instId] : null, async () => {
    const detail = await engineData.getInstance(instId!);
    if (!detail.formKey || !detail.boAlias) return null;
    const reply = await engineData.getForm(detail.formKey, detail.boAlias, { action: 'add' });
    return { detail, reply };
  }, SWR_OPTIONS);

  let props: FormControllerProps | undefined;
  if (instId) {
    const loaded = instance.data;
    if (loaded) {
      props = {
        action, definition: loaded.reply.form as unknown as FormDefinition, bo: loaded.reply.bo as unknown as BoDefinition,
        data: loaded.detail.data, dicts: loaded.reply.dicts as DictItems, rightsOverride: loaded.reply.rights as Record<string, FieldRight>,
      };
    }
  } else {
    props = { action, formKey: search.get('formKey') ?? '', boAlias: search.get('boAlias') ?? '', id: search.get('id') || undefined };
  }

  if (instance.error) return <Alert type="error" showIcon data-testid="form-load-error" content={t('form.loadFailed', { message: (instance.error as Error).message })} />;
  if (instId && instance.data === null) return <Alert type="warning" showIcon data-testid="online-form-none" content={t('form.online.noForm')} />;
  if (!props) return <div className="pp-form-state"><Spin tip={t('form.loading')} /></div>;
  return (
    <div className="pp-online-form-page" data-testid="online-form-page" style={{ padding: 16 }}>
      <DialogOpenerProvider>
        <AnsweringForm {...props} standalone={!instId} />
      </DialogOpenerProvider>
    </div>
  );
}

function AnsweringForm(props: FormControllerProps & { standalone: boolean }) {
  const { standalone, ...controllerProps } = props;
  const { t, i18n } = useTranslation();
  const controller = useFormController(controllerProps);
  const latest = useRef(controller);
  latest.current = controller;
  const framed = typeof window !== 'undefined' && window.parent !== window;

  useEffect(() => {
    if (!framed) return undefined;
    const lang: Language = i18n.language.startsWith('en') ? 'en-US' : 'zh-CN';
    const collect = async (): Promise<OnlineFormAnswer> => {
      const c = latest.current;
      if (!c.source) return { data: {} };
      const checked = await c.validate();
      if (checked.ok) return { data: checked.data, handled: true };
      // The form shows its errors under the fields; the host lists them too, by the fields' labels.
      const problems = validateRecord(c.source.bo, c.getData(), { form: c.source.form, rights: c.rights });
      const errors = problems.map((p) => ({ field: resolveLabel(p.field, lang) || p.pointer, message: problemMessage(p, t, lang) }));
      return { errors: errors.length ? errors : [{ field: resolveLabel(c.title, lang), message: t('engine:form.checkFields') }] };
    };
    return answerOnlineFormRequests(collect, { window: window.parent, origin: window.location.origin });
  }, [framed, t, i18n.language]);

  return (
    <DefinitionBoundary what={`form ${controller.source?.form.key ?? ''}`}>
      <FormViewContent controller={controller} toolbar={standalone && !framed} drafts={false} />
    </DefinitionBoundary>
  );
}
