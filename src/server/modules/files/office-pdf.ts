import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from './storage.ts';

/** The LibreOffice command (SOFFICE_PATH, else `soffice` on the PATH). */
const soffice = () => process.env.SOFFICE_PATH || 'soffice';

let found: Promise<boolean> | undefined;

/** Whether LibreOffice can be run here (asked once per process). */
export function officeConverterAvailable(): Promise<boolean> {
  found ??= new Promise((resolve) => {
    execFile(soffice(), ['--version'], { timeout: 20_000 }, (error) => resolve(!error));
  });
  return found;
}

/** Conversions in progress by storage key, so two viewers of one document start one LibreOffice. */
const running = new Map<string, Promise<string>>();

/**
 * The storage key of an Office document's PDF: converted once by headless LibreOffice (in a private profile and
 * temporary folder, at most 2 minutes) and kept next to the original as `<key>.pdf`. Without LibreOffice: 501
 * officeConverterMissing; a document it cannot convert: 422 officeConvertFailed.
 */
export async function officePdfKey(storage: FileStorage, key: string, ext: string): Promise<string> {
  const pdfKey = `${key}.pdf`;
  if ((await storage.size(pdfKey)) !== undefined) return pdfKey;
  const source = storage.localPath(key);
  if (!source || !(await officeConverterAvailable())) throw new AppError(501, 'officeConverterMissing');
  let job = running.get(key);
  if (!job) {
    job = convert(storage, source, ext, pdfKey).finally(() => running.delete(key));
    running.set(key, job);
  }
  return job;
}

async function convert(storage: FileStorage, source: string, ext: string, pdfKey: string): Promise<string> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-office-'));
  try {
    // LibreOffice picks the filter by extension: the stored name has none.
    const input = path.join(work, `document.${ext}`);
    await fs.copyFile(source, input);
    await new Promise<void>((resolve, reject) => {
      execFile(soffice(), [`-env:UserInstallation=file://${path.join(work, 'profile')}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', work, input],
        { timeout: 120_000 }, (error) => (error ? reject(error) : resolve()));
    });
    const pdf = await fs.readFile(path.join(work, 'document.pdf'));
    await storage.put(pdfKey, pdf);
    return pdfKey;
  } catch {
    throw new AppError(422, 'officeConvertFailed');
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
