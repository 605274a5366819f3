import { FILE_TYPES } from './sniff-content.ts';

/** Upload limits: FILE_MAX_BYTES (default 10 MB) and FILE_EXTENSIONS (comma-separated; default every sniffable type). */
export interface FileLimits {
  maxBytes: number;
  extensions: readonly string[];
}

export function readFileLimits(env: NodeJS.ProcessEnv = process.env): FileLimits {
  const maxBytes = Number(env.FILE_MAX_BYTES ?? 10 * 1024 * 1024);
  const wanted = env.FILE_EXTENSIONS?.split(',').map((e) => e.trim().toLowerCase().replace(/^\./, '')).filter(Boolean);
  // Only extensions whose content can be checked are ever allowed.
  const extensions = (wanted?.length ? wanted : Object.keys(FILE_TYPES)).filter((e) => e in FILE_TYPES);
  return { maxBytes: Number.isFinite(maxBytes) && maxBytes > 0 ? maxBytes : 10 * 1024 * 1024, extensions };
}

/** 10485760 -> "10 MB", 512000 -> "500 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
