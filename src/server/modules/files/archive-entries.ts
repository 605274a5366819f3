import yauzl from 'yauzl';
import type { ArchiveEntriesReply } from '../../../common/api/files.ts';
import { badRequest } from '../../lib/app-error.ts';

/** Most entries listed for one archive (a tree bigger than this is cut, and says so). */
export const ARCHIVE_ENTRY_LIMIT = 5000;

/** A zip entry's name: UTF-8 when its flag says so, else GBK (what Chinese Windows writes), not yauzl's CP437. */
function entryName(raw: Buffer, flags: number): string {
  if (flags & 0x800) return raw.toString('utf8');
  try {
    return new TextDecoder('gbk', { fatal: true }).decode(raw);
  } catch {
    return raw.toString('latin1');
  }
}

/**
 * The file tree of a zip for the compress viewer, read from its central directory (nothing is extracted or
 * decompressed, so a zip bomb costs nothing). An unreadable archive is 400 archiveUnreadable.
 */
export function archiveEntries(localPath: string, limit = ARCHIVE_ENTRY_LIMIT): Promise<ArchiveEntriesReply> {
  return new Promise((resolve, reject) => {
    yauzl.open(localPath, { lazyEntries: true, decodeStrings: false, autoClose: true }, (error, zip) => {
      if (error || !zip) return reject(badRequest('archiveUnreadable'));
      const entries: ArchiveEntriesReply['entries'] = [];
      let truncated = false;
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entries.length >= limit) {
          truncated = true;
          zip.close();
          return resolve({ entries, truncated });
        }
        const name = entryName(entry.fileName as unknown as Buffer, entry.generalPurposeBitFlag).replace(/\\/g, '/');
        const dir = name.endsWith('/');
        entries.push({ path: dir ? name.slice(0, -1) : name, size: entry.uncompressedSize, compressedSize: entry.compressedSize, dir });
        zip.readEntry();
      });
      zip.on('end', () => resolve({ entries, truncated }));
      zip.on('error', () => reject(badRequest('archiveUnreadable')));
      zip.readEntry();
    });
  });
}
