import fs from 'node:fs/promises';
import path from 'node:path';

/** Where file content lives; a key is `<tenant>/<generated name>`. An S3-compatible store can implement the same. */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const KEY = /^-?\d+\/[0-9a-f-]{36}$/;

/** Files in a local folder (DATA_DIR/files): keys are generated, never taken from a client. */
export function localFolderStorage(root: string): FileStorage {
  const locate = (key: string) => {
    if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, content) {
      const file = locate(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      await fs.writeFile(`${file}.part`, content);
      await fs.rename(`${file}.part`, file);
    },
    get: (key) => fs.readFile(locate(key)),
    remove: (key) => fs.rm(locate(key), { force: true }),
  };
}
