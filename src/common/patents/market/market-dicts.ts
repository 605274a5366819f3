import {
  LICENCE_TYPES, NEED_STATUSES, ORDER_STATUSES, RESULT_CLASSES, RESULT_STATUSES, TRADE_KINDS, TRADE_MODES,
} from './market-states.ts';

/** The marketplace's dictionaries by type key (the lists format and filter by them; resultClass is editable by administrators). */
export const MARKET_DICTS = {
  resultStatus: RESULT_STATUSES,
  resultClass: RESULT_CLASSES,
  tradeMode: TRADE_MODES,
  tradeKind: { transfer: TRADE_KINDS.transfer, licence: TRADE_KINDS.licence },
  licenceType: LICENCE_TYPES,
  needStatus: NEED_STATUSES,
  orderStatus: ORDER_STATUSES,
} as const;
