import type { Tx } from '../database.ts';

/** Labels of the statistic tiles as a dictionary (the status condition of templates jgzlk / bxzlk). */
const TILE_DICT: [string, string, string][] = [
  ['applying', '申请量', 'Applications'], ['authorized', '授权量', 'Granted'], ['effective', '有效量', 'Valid'],
  ['operated', '运营量', 'Operated'], ['underreview', '实审量', 'Under substantive examination'], ['expired', '失效量', 'Invalid'],
  ['entrustedcase', '代理委托', 'Agency entrusted'],
];

/** The patent library's status-tile dictionary (patentStatusTile), part of every tenant's baseline. */
export async function seedStatusTileDict(tx: Tx, tenantId: number): Promise<void> {
  await tx.insertInto('data_dict').values(TILE_DICT.map(([key, name, nameEn], i) => ({
    tenant_id: tenantId, type_key: 'patentStatusTile', key, name, name_en: nameEn, sn: 100 + i,
  }))).execute();
}
