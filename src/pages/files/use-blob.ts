import { useEffect, useState } from 'react';
import type { FileCalls } from '../../app/api/files.ts';

export interface BlobState { blob: Blob | null; url: string | null; error: string | null }

/** A portal-host path's content as a blob and an object URL (revoked when the path changes or the viewer goes). */
export function useBlob(calls: FileCalls, path: string | null): BlobState {
  const [state, setState] = useState<BlobState>({ blob: null, url: null, error: null });
  useEffect(() => {
    if (!path) return;
    let alive = true;
    let url: string | null = null;
    setState({ blob: null, url: null, error: null });
    calls.blob(path).then((blob) => {
      if (!alive) return;
      url = URL.createObjectURL(blob);
      setState({ blob, url, error: null });
    }, (error: unknown) => alive && setState({ blob: null, url: null, error: (error as Error).message }));
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [calls, path]);
  return state;
}
