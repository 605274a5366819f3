import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useSWRConfig } from 'swr';
import type { Done } from '../../../app/api/workflow-personal.ts';

/**
 * Runs a save: on success its message as a toast, what shows the saved rows re-read (the engine list of template `name`,
 * or the reads keyed by `name`), and back to `backTo`;
 * on refusal the server's message stays on the form (`error`).
 */
export function useSubmit(backTo: string, name: string) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (save: () => Promise<Done>) => {
    setSaving(true);
    setError(null);
    try {
      const reply = await save();
      Message.success(reply.message);
      await mutate((key) => Array.isArray(key) && (key[0] === name || (key[0] === 'templateRows' && key[1] === name)));
      navigate(backTo);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return { error, saving, submit };
}
