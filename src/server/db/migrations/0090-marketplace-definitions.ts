import { type Kysely } from 'kysely';
import { DICT_TYPE_NAMES } from '../../../common/enums/dict-types.ts';
import { MARKET_DICTS } from '../../../common/patents/market/market-dicts.ts';
import { addShippedDefinition, addShippedDictionary, addShippedMenu, reviseTemplate, shippedDefinition } from '../../modules/definitions/ship-definitions.ts';
import { MARKET_MENUS } from '../seed/demo-market-menus.ts';

/** The marketplace's shipped definitions (schemas/): business objects and forms kept by record stores, pickers, lists. */
export const MARKET_DEFINITIONS = [
  ['bo', 'patentResult'], ['form', 'patentResult'], ['bo', 'businessNeed'], ['form', 'businessNeed'], ['bo', 'patentOrder'], ['form', 'patentOrder'],
  ['dialog', 'resultPicker'], ['dialog', 'needPicker'], ['template', 'qyxq'], ['template', 'jydd'],
] as const;

/**
 * Issue 18, results marketplace: existing tenants get its dictionaries, definitions, the lists 成果库 (cgc) and 成果发布
 * (cgfb) in place of the pre-marketplace ones (where an administrator has not given them buttons), and the menu entries
 * 企业需求 and 交易订单 beside them; 成果发布 becomes the IP office's. A fresh database has no tenants here; its seed adds them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let sn = 500;
  for (const [typeKey, entries] of Object.entries(MARKET_DICTS)) {
    await addShippedDictionary(db, typeKey, DICT_TYPE_NAMES[typeKey]!, entries, sn);
    sn += 20;
  }
  for (const [kind, key] of MARKET_DEFINITIONS) await addShippedDefinition(db, kind, key);
  for (const key of ['cgc', 'cgfb']) {
    await addShippedDefinition(db, 'template', key);
    const shipped = shippedDefinition('template', key);
    await reviseTemplate(db, key, '专利运营: the results marketplace (docs/results-marketplace.md)',
      (body) => (body.source as { sqlAlias?: string }).sqlAlias !== 'patentResults', () => shipped);
  }
  for (const menu of MARKET_MENUS) await addShippedMenu(db, 'zlyy', menu);
}
