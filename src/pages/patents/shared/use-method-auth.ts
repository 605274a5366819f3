import useSWR from 'swr';
import { useServices, useSession } from '../../../app/shell/services.tsx';
import { getCurrentUserMethodAuth } from '../../../app/api/system.ts';
import { hasMethodAuth } from '../../../app/session/session-store.ts';

/** Whether the signed-in user's method-authorisation lists grant `alias` (cached per tab by the layout). */
export function useMethodAuth(alias: string): boolean {
  const { api, session } = useServices();
  const current = useSession();
  const signedIn = current && !current.user.isVisitor;
  const { data } = useSWR(signedIn ? ['methodAuth', current.user.userId] : null, async () => {
    const cached = session.methodAuth();
    if (cached) return cached;
    const loaded = await getCurrentUserMethodAuth(api);
    session.setMethodAuth(loaded);
    return loaded;
  }, { revalidateOnFocus: false });
  return Boolean(signedIn) && hasMethodAuth(data ?? null, alias);
}
