import { useCallback, useEffect, useRef } from 'react';
import { Notification } from '@arco-design/web-react';
import { deepEquals } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { Language } from '../../common/i18n/languages.ts';
import type { FormSource } from './form-source.ts';
import { LINKAGE_DELAY_MS } from './form-timing.ts';
import { linkageEffects, type LinkageEffects } from './linkage-effects.ts';
import { runFormulas } from './run-formulas.ts';

type Data = Record<string, unknown>;

/** Tells the user a formula failed (notification titled 公式运算错误), once per distinct failure. */
function useFormulaNotice(t: TFunction) {
  const last = useRef('');
  return useCallback((failure: { target: string; detail: string } | null, always = false) => {
    const text = failure ? (t('engine:form.formulaFailedAt', failure) as string) : '';
    if (text && (always || text !== last.current)) Notification.error({ id: 'engine-formula-error', title: t('engine:form.formulaTitle') as string, content: text, duration: 6000 });
    last.current = text;
  }, [t]);
}

/**
 * Linkage effects and formula results of the data, LINKAGE_DELAY_MS after the last change: `apply` is called only
 * when they changed something, so a keystroke that changes nothing derived costs no extra render.
 */
export function useDerivedData(source: FormSource | undefined, dataRef: { current: Data }, t: TFunction,
  apply: (next: { data: Data; effects: LinkageEffects; dataChanged: boolean }) => void, after?: () => void, lang: Language = 'zh-CN') {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const notice = useFormulaNotice(t);

  /** Runs now; resolves the data with the formulas applied, or null when a formula failed (`explicit`: a save asked). */
  const derive = useCallback(async (explicit = false): Promise<Data | null> => {
    clearTimeout(timer.current);
    if (!source) return dataRef.current;
    const input = dataRef.current;
    const outcome = await runFormulas(source.bo, source.form, input, t, lang);
    // The user changed the data meanwhile: the run scheduled by that change supersedes this one.
    if (dataRef.current !== input) return outcome.ok ? dataRef.current : null;
    notice(outcome.ok ? null : outcome, explicit);
    const data = outcome.ok && !deepEquals(outcome.data, input) ? outcome.data : input;
    const dataChanged = data !== input;
    dataRef.current = data;
    apply({ data, effects: linkageEffects(source.form, data), dataChanged });
    return outcome.ok ? data : null;
  }, [source, dataRef, t, notice, apply, lang]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void derive(false).then(() => after?.()), LINKAGE_DELAY_MS);
  }, [derive, after]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { derive, schedule };
}
