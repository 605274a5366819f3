import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text assets from 1 kB (pictures, fonts and the like are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm|map)$/;
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
  }));
  return nested.flat();
}

/** Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) next to one asset, each only when smaller. */
export async function precompressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
}

/** Every compressible asset of a built client folder, precompressed (the server sends them as they are). */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(files.map(precompressFile));
  return files.length;
}

/**
 * After `vite build`: .br and .gz next to each text asset of the output folder, so @fastify/static (preCompressed)
 * serves them with Content-Encoding and Vary: Accept-Encoding, and no reply pays for compression at run time.
 */
export function precompress(): Plugin {
  let outDir = 'dist/client';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
