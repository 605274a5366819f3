import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file content lives; a key is `<tenant>/<generated name>` (a derived file, such as an Office document's PDF,
 * adds a `.<suffix>`). An S3-compatible store can implement the same.
 */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  /** Streams content in (uploads): nothing is left under the key, nor half-written aside, when the stream fails. */
  putStream(key: string, source: Readable): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** The size of stored content, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** Streams stored content out (downloads), optionally one byte range (inclusive ends). */
  open(key: string, range?: { start: number; end: number }): Readable;
  /** A path on the local disk (converters that take a file); undefined for stores that have none. */
  localPath(key: string): string | undefined;
  remove(key: string): Promise<void>;
}

const KEY = /^-?\d+\/[0-9a-f-]{36}(\.[a-z]{1,8})?$/;

/** Files in a local folder (DATA_DIR/files): keys are generated, never taken from a client. */
export function localFolderStorage(root: string): FileStorage {
  const locate = (key: string) => {
    if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, content) {
      const file = locate(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      await fsp.writeFile(`${file}.part`, content);
      await fsp.rename(`${file}.part`, file);
    },
    async putStream(key, source) {
      const file = locate(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(source, fs.createWriteStream(`${file}.part`));
        await fsp.rename(`${file}.part`, file);
      } catch (error) {
        // An aborted or oversized upload leaves nothing behind.
        source.destroy();
        await fsp.rm(`${file}.part`, { force: true });
        throw error;
      }
    },
    get: (key) => fsp.readFile(locate(key)),
    size: async (key) => {
      try {
        return (await fsp.stat(locate(key))).size;
      } catch {
        return undefined;
      }
    },
    open: (key, range) => fs.createReadStream(locate(key), range),
    localPath: (key) => locate(key),
    remove: (key) => fsp.rm(locate(key), { force: true }),
  };
}
