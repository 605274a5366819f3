import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JSONSchema7 } from 'json-schema';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../common/i18n/languages.ts';
import type { DefinitionProblem } from '../../../common/api/definitions.ts';
import type { DefinitionKind } from '../../../common/definitions/versions.ts';
import { ApiError } from '../../../app/api/client.ts';
import { getDefinitionVersion, saveDefinition, validateDefinition } from '../../../app/api/definitions.ts';
import { useServices } from '../../../app/shell/services.tsx';
import { formatBody, formatStarter, parseDefinitionText } from './parse-definition-text.ts';

export interface EditorTarget {
  kind: DefinitionKind;
  /** null: a new definition, started from `starter`. */
  key: string | null;
  starter?: Record<string, unknown>;
}

export type SaveOutcome = { ok: true; version: number; key: string } | { ok: false; message: string };

const VALIDATE_DELAY_MS = 400;

/**
 * The editor's state with no UI: the text, the version it was loaded from, the problems (meta schema at once,
 * the server's reference checks shortly after typing stops), and saving as a new version (409 when stale).
 */
export function useDefinitionEditor(target: EditorTarget | null, schema: JSONSchema7 | undefined) {
  const { api } = useServices();
  const { i18n } = useTranslation();
  const [text, setText] = useState('');
  const [savedText, setSavedText] = useState('');
  const [baseVersion, setBaseVersion] = useState(0);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<DefinitionProblem[]>([]);
  const kind = target?.kind;
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setServerProblems([]);
    setLoadError(null);
    if (!target) { setText(''); setSavedText(''); setBaseVersion(0); return; }
    if (target.key === null) {
      // A starter is shown in the meta schema's key order, so wait for the schema; stored bodies keep their own.
      if (!schema) return;
      const starter = formatStarter(target.starter ?? {}, schema);
      setText(starter); setSavedText(''); setBaseVersion(0);
      return;
    }
    setLoading(true);
    getDefinitionVersion(api, target.kind, target.key)
      .then((found) => {
        if (mine !== generation.current) return;
        const loaded = formatBody(found.body);
        setText(loaded); setSavedText(loaded); setBaseVersion(found.version);
      })
      .catch((error: Error) => { if (mine === generation.current) setLoadError(error.message); })
      .finally(() => { if (mine === generation.current) setLoading(false); });
  }, [api, target, schema]);

  const parsed = useMemo(() => (kind && text ? parseDefinitionText(kind, text, i18n.language as Language) : null), [kind, text, i18n.language]);

  // Reference checks (a form's bo exists, a template's fields are the bo's) need the server.
  useEffect(() => {
    if (!kind || !parsed?.ok || parsed.problems.length) { setServerProblems([]); return; }
    const mine = generation.current;
    const timer = setTimeout(() => {
      validateDefinition(api, kind, parsed.body)
        .then((result) => { if (mine === generation.current) setServerProblems(result.errors); })
        .catch(() => undefined);
    }, VALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [api, kind, parsed]);

  const problems: DefinitionProblem[] = !parsed ? [] : parsed.ok ? (parsed.problems.length ? parsed.problems : serverProblems) : [];

  const save = useCallback(async (comment?: string): Promise<SaveOutcome> => {
    if (!kind || !parsed?.ok) return { ok: false, message: '' };
    try {
      const saved = await saveDefinition(api, kind, parsed.body, baseVersion, comment || undefined);
      const version = saved.value!.version;
      setBaseVersion(version);
      setSavedText(text);
      return { ok: true, version, key: saved.value!.key };
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const result = await validateDefinition(api, kind, parsed.body).catch(() => null);
        if (result) setServerProblems(result.errors);
      }
      return { ok: false, message: (error as Error).message };
    }
  }, [api, kind, parsed, baseVersion, text]);

  /** After a rollback elsewhere: take the server's current version as the new base. */
  const reload = useCallback(() => {
    if (!target?.key) return;
    void getDefinitionVersion(api, target.kind, target.key).then((found) => {
      const loaded = formatBody(found.body);
      setText(loaded); setSavedText(loaded); setBaseVersion(found.version);
    });
  }, [api, target]);

  return {
    text, setText, savedText, loading, loadError, baseVersion, parsed, problems, save, reload,
    dirty: text !== savedText,
    syntaxError: parsed && !parsed.ok ? parsed.syntaxError : null,
  };
}
