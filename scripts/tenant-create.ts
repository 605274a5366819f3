// `npm run tenant:create -- --code CODE --name 名称 [--name-en NAME] --type university|enterprise|research --admin ACCOUNT
// [--admin-name 姓名] [--password PW]`: a tenant for real use with its first administrator, in one transaction (docs/deploy.md,
// "A first tenant"). The password may come from PORTAL_ADMIN_PASSWORD instead. DATABASE_URL names PostgreSQL, else the
// embedded database in DATA_DIR (stop the server first); migrations run first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { ProvisionRefused } from '../src/server/modules/tenants/provision-messages.ts';
import { provisionTenant } from '../src/server/modules/tenants/provision-tenant.ts';

const fail = (message: string): never => {
  console.error(`[tenant:create] ${message}`);
  process.exit(1);
};

let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      code: { type: 'string' }, name: { type: 'string' }, 'name-en': { type: 'string' }, type: { type: 'string' },
      admin: { type: 'string' }, 'admin-name': { type: 'string' }, password: { type: 'string' },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
const missing = ['code', 'name', 'type', 'admin'].filter((key) => !values![key]);
if (missing.length) fail(`缺少参数 / missing: ${missing.map((key) => `--${key}`).join(', ')}`);

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: path.resolve(process.env.DATA_DIR ?? './data') });
try {
  await migrateToLatest(database.db);
  const tenant = await provisionTenant(database.db, {
    code: values!.code!, name: values!.name!, nameEn: values!['name-en'], type: values!.type!,
    adminAccount: values!.admin!, adminName: values!['admin-name'], password: values!.password ?? process.env.PORTAL_ADMIN_PASSWORD ?? '',
  });
  console.log(`[tenant:create] ${tenant.code}: tenant ${tenant.tenantId}, administrator ${values!.admin} (user ${tenant.adminUserId}) on ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
} catch (error) {
  await database.close();
  if (error instanceof ProvisionRefused) fail(`${error.messageIn('zh-CN')} / ${error.messageIn('en-US')}`);
  fail((error as Error).message);
}
await database.close();
