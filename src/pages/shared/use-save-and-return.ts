import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useSWRConfig } from 'swr';

/**
 * Runs a save: on success its message (保存成功) as a toast, the SWR reads `stale` picks re-read, and back to
 * `backTo`; on refusal (保存失败, a stale version, ...) the server's message stays on the form (`error`).
 */
export function useSaveAndReturn(backTo: string, stale: (key: unknown) => boolean) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (save: () => Promise<{ message: string }>) => {
    setSaving(true);
    setError(null);
    try {
      const reply = await save();
      Message.success(reply.message);
      await mutate(stale);
      navigate(backTo);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return { error, saving, submit };
}
