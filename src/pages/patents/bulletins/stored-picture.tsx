import { useEffect, useState } from 'react';
import { useServices } from '../../../app/shell/services.tsx';
import { downloadStoredFile } from '../../../app/api/forms.ts';

/**
 * A picture kept as a stored file, fetched with the session (an <img src> would go without the token) and shown
 * from an object URL; nothing is shown when it cannot be read (withdrawn, deleted, or not the caller's to see).
 */
export function StoredPicture({ fileId, name }: { fileId: string; name?: string }) {
  const services = useServices();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let objectUrl: string | undefined;
    let gone = false;
    downloadStoredFile(services, fileId, name).then(({ blob }) => {
      if (gone) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    }).catch(() => setUrl(undefined));
    return () => {
      gone = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [services, fileId, name]);
  return url ? <img src={url} alt={name ?? ''} data-testid="bulletin-picture" /> : null;
}
