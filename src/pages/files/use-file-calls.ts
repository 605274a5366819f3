import { useMemo } from 'react';
import { fileCalls, type FileCalls } from '../../app/api/files.ts';
import { useServices } from '../../app/shell/services.tsx';

/** The file calls over the shell's services. */
export function useFileCalls(): FileCalls {
  const { api, config, session, i18n } = useServices();
  return useMemo(() => fileCalls({ api, config, session, language: () => i18n.language }), [api, config, session, i18n]);
}
