// Writes schemas/meta/<kind>.schema.json from the TypeBox schemas in src/common/definitions (the one source).
//   npx tsx scripts/gen-meta-schemas.ts          write
//   npx tsx scripts/gen-meta-schemas.ts --check  exit 1 when a file is out of date
import fs from 'node:fs';
import path from 'node:path';
import { DEFINITION_KINDS } from '../src/common/definitions/versions.ts';
import { metaSchemaText } from '../src/common/definitions/meta-schema.ts';

const dir = path.resolve(import.meta.dirname, '../schemas/meta');
const check = process.argv.includes('--check');
fs.mkdirSync(dir, { recursive: true });
let stale = 0;
for (const kind of DEFINITION_KINDS) {
  const file = path.join(dir, `${kind}.schema.json`);
  const text = metaSchemaText(kind);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current === text) continue;
  stale++;
  if (check) console.error(`out of date: ${path.relative(process.cwd(), file)}`);
  else fs.writeFileSync(file, text);
}
if (check && stale) process.exit(1);
console.log(check ? 'meta schemas up to date' : `meta schemas written (${stale} changed)`);
