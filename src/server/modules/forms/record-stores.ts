import type { Language } from '../../../common/i18n/languages.ts';
import type { Tx } from '../../db/database.ts';
import type { Principal } from '../../lib/context.ts';

/** A record as a form edits it: its id, the version read, its data in the bo's field names. */
export interface StoredRecord { id: string; version: number; data: Record<string, unknown> }

/**
 * A business object whose records live in a module's own table (bulletins, patent results, needs, orders) instead of
 * bo_record: the engine's forms read and save them through getForm and boSave as any bo (the form definition, the
 * server-side checks of its fields and rules, the version), and the store keeps its table's own rules.
 */
export interface RecordStore {
  /** Throws 403 with the store's message when the caller may not add or change its records. */
  authorize(tx: Tx, principal: Principal): Promise<void>;
  /** Whether the caller may change records (else the form opens read-only). */
  mayChange(tx: Tx, principal: Principal): Promise<boolean>;
  /** The record (locked FOR UPDATE when `lock`); throws 404 when the tenant has no such record. */
  read(tx: Tx, principal: Principal, id: string, lock: boolean): Promise<StoredRecord>;
  /** Inserts (no id) or updates the checked data; the caller has checked the version of an update. */
  write(tx: Tx, principal: Principal, lang: Language, data: Record<string, unknown>, existing?: StoredRecord): Promise<{ id: string; version: number }>;
}

const stores = new Map<string, RecordStore>();

/** Registers the store of a bo alias (the module owning the table does, at startup). */
export function registerRecordStore(boAlias: string, store: RecordStore): void {
  const known = stores.get(boAlias);
  if (known && known !== store) throw new Error(`record store "${boAlias}" is registered twice`);
  stores.set(boAlias, store);
}

export function recordStoreOf(boAlias: string): RecordStore | undefined {
  return stores.get(boAlias);
}
