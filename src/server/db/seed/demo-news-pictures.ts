import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import { sql } from 'kysely';
import { withoutTenant, type Db, type Tx } from '../database.ts';
import { withFileTable } from '../../modules/files/file-table.ts';
import type { FileStorage } from '../../modules/files/storage.ts';
import { withNewsTables } from '../../modules/news/news-tables.ts';
import { DEMO_TENANTS, type DemoTenant } from './demo-tenants.ts';

/** The carousel pictures of the demo news (PNG files committed beside this file), in the order the newest news get them. */
export const DEMO_NEWS_PICTURES = [
  { asset: 'news-campus.png', name: '活动现场.png' },
  { asset: 'news-energy.png', name: '新能源成果.png' },
  { asset: 'news-lab.png', name: '实验室.png' },
] as const;

const assetUrl = (asset: string) => new URL(`./pictures/${asset}`, import.meta.url);

/** A demo picture's file id: the same for a tenant and picture on every database (a UUID made from their names). */
export function demoPictureId(tenantCode: string, asset: string): string {
  const hex = createHash('sha1').update(`demo-news-picture:${tenantCode}:${asset}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Demo content lives in storage folder 0 (no tenant has that id), apart from what the tenants' people upload. */
const keyOf = (tenant: Pick<DemoTenant, 'code'>, asset: string) => `0/${demoPictureId(tenant.code, asset)}.png`;

/**
 * The demo news get their carousel pictures: one file row per picture, each on one of the newest published news items
 * (whoever may read the news item may read its pictures: file-access.ts). The content is put in storage when the
 * file routes start (restoreDemoPictures), wherever DATA_DIR is.
 */
export async function seedNewsPictures(tx: Tx, tenant: DemoTenant, admin: number | null): Promise<void> {
  const news = await withNewsTables(tx).selectFrom('portal_news').select('id').where('tenant_id', '=', tenant.id).where('type', '=', 0)
    .where('status', '=', 1).orderBy('publish_time', 'desc').limit(DEMO_NEWS_PICTURES.length).execute();
  for (const [index, picture] of DEMO_NEWS_PICTURES.entries()) {
    const item = news[index];
    if (!item) break;
    const size = (await fsp.stat(assetUrl(picture.asset))).size;
    const id = demoPictureId(tenant.code, picture.asset);
    await withFileTable(tx).insertInto('file').values({
      id, tenant_id: tenant.id, name: picture.name, size, mime: 'image/png', ext: 'png', storage_key: keyOf(tenant, picture.asset),
      flow_key: null, uploaded_by: admin,
    }).execute();
    await withNewsTables(tx).updateTable('portal_news').set({ pictures: JSON.stringify([{ id, name: picture.name }]) }).where('id', '=', item.id).execute();
  }
}

/** Puts the demo pictures the database names into storage when they are not there (a new DATA_DIR, a test's folder). */
export async function restoreDemoPictures(db: Db, storage: FileStorage): Promise<void> {
  const wanted = new Map(DEMO_TENANTS.flatMap((tenant) => DEMO_NEWS_PICTURES.map((p) => [demoPictureId(tenant.code, p.asset), { key: keyOf(tenant, p.asset), asset: p.asset }] as const)));
  const rows = await withoutTenant(db, (tx) => withFileTable(tx).selectFrom('file').select(['id', 'storage_key'])
    .where(sql<boolean>`id::text = any(${[...wanted.keys()]}::text[])`).execute());
  for (const row of rows) {
    const picture = wanted.get(String(row.id));
    if (!picture || picture.key !== row.storage_key || (await storage.size(row.storage_key)) !== undefined) continue;
    await storage.put(row.storage_key, await fsp.readFile(assetUrl(picture.asset)));
  }
}
