import { useEffect, useState } from 'react';
import type { FileCalls } from '../../app/api/files.ts';

/**
 * Where the player streams an audio or video file from: a ticketed URL the element fetches itself, range by range,
 * so playback starts at once and seeking fetches only what is played (no whole-file download first).
 */
export function useMediaUrl(calls: FileCalls, fileId: string | null): { url: string | null; error: string | null } {
  const [state, setState] = useState<{ url: string | null; error: string | null }>({ url: null, error: null });
  useEffect(() => {
    if (!fileId) return;
    let alive = true;
    setState({ url: null, error: null });
    calls.mediaUrl(fileId).then((url) => alive && setState({ url, error: null }), (error: unknown) => alive && setState({ url: null, error: (error as Error).message }));
    return () => {
      alive = false;
    };
  }, [calls, fileId]);
  return state;
}
