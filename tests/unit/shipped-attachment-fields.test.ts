import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE_TYPES } from '../../src/server/modules/files/sniff-content.ts';
import { acceptedExtensions } from '../../widgets/form/inputs/attachment-rules.ts';

const FORMS = path.resolve('schemas/form');

/** Every attachment widget of a shipped form: its JSON pointer and its accept option. */
function attachmentFields(): Array<{ where: string; accept: unknown }> {
  const found: Array<{ where: string; accept: unknown }> = [];
  const walk = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record['ui:widget'] === 'attachment') found.push({ where, accept: (record['ui:options'] as { accept?: unknown } | undefined)?.accept });
    for (const [key, value] of Object.entries(record)) walk(value, `${where}/${key}`);
  };
  for (const file of fs.readdirSync(FORMS).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(fs.readFileSync(path.join(FORMS, file), 'utf8')), file);
  }
  return found;
}

describe('attachment fields of the shipped forms', () => {
  it('exist (the check below looks at something)', () => {
    expect(attachmentFields().length).toBeGreaterThan(0);
  });

  it('each name the formats they take, all of them formats the server accepts', () => {
    for (const { where, accept } of attachmentFields()) {
      const extensions = acceptedExtensions(accept);
      expect(extensions, `${where}: no accept (every upload would be refused with 请配置可上传文件的格式!)`).not.toEqual([]);
      expect(extensions.filter((extension) => !(extension in FILE_TYPES)), `${where}: formats the server refuses`).toEqual([]);
    }
  });
});
