import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  DictEntryDisableBody, DictEntryRow, DictEntrySaveBody, DictEntrySortBody, DictSaved, DictSorted, DictTypeQuery, DictTypeRow, DictTypeSaveBody,
} from '../../../../common/api/dict-admin.ts';
import { Failure } from '../../../../common/api/auth.ts';
import { principalOf } from '../../../lib/context.ts';
import { translatorFor } from '../../../lib/i18n.ts';
import { listDictEntries } from './list-dict-entries.ts';
import { listDictTypes } from './list-dict-types.ts';
import { saveDictEntry } from './save-dict-entry.ts';
import { saveDictType } from './save-dict-type.ts';
import { setDictEntryDisabled } from './set-dict-entry-disabled.ts';
import { sortDictEntries } from './sort-dict-entries.ts';

const tags = ['system'];
export const DICT_ADMIN_BASE = '/sys/dataDict/v1';
const replies = <T>(okReply: T) => ({ 200: okReply, '4xx': Failure });

/**
 * Dictionary administration (数据字典) on host portal. Every route is guarded by the method dict:manage
 * (system/method-routes.ts; administrators hold it), each command is one transaction and bumps dictVersion.
 */
export async function dictAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;

  app.get(`${DICT_ADMIN_BASE}/types`, {
    schema: { tags, summary: 'Every dictionary with both names and its entry counts (dict:manage)', response: replies(Type.Array(DictTypeRow)) },
  }, (request) => listDictTypes(db, principalOf(request)));

  app.get(`${DICT_ADMIN_BASE}/entries`, {
    schema: { tags, summary: 'The entries of a dictionary, disabled ones too, with both labels and versions (dict:manage)', querystring: DictTypeQuery, response: replies(Type.Array(DictEntryRow)) },
  }, (request) => listDictEntries(db, principalOf(request), request.query.typeKey));

  app.post(`${DICT_ADMIN_BASE}/saveType`, {
    schema: { tags, summary: 'Adds a dictionary (no version) or renames it (version as read; stale: 409)', body: DictTypeSaveBody, response: replies(DictSaved(DictTypeRow)) },
  }, async (request) => {
    const value = await saveDictType(db, principalOf(request), request.body);
    return { state: true, message: translatorFor(request.lang)('saved'), value };
  });

  app.post(`${DICT_ADMIN_BASE}/saveEntry`, {
    schema: { tags, summary: 'Adds an entry at the end (no id) or edits its labels (id and version as read; stale: 409)', body: DictEntrySaveBody, response: replies(DictSaved(DictEntryRow)) },
  }, async (request) => {
    const value = await saveDictEntry(db, principalOf(request), request.body);
    return { state: true, message: translatorFor(request.lang)('saved'), value };
  });

  app.post(`${DICT_ADMIN_BASE}/setEntryDisabled`, {
    schema: { tags, summary: 'Disables or enables an entry (version as read; stale: 409)', body: DictEntryDisableBody, response: replies(DictSaved(DictEntryRow)) },
  }, async (request) => {
    const value = await setDictEntryDisabled(db, principalOf(request), request.body);
    return { state: true, message: translatorFor(request.lang)('saved'), value };
  });

  app.post(`${DICT_ADMIN_BASE}/sortEntries`, {
    schema: { tags, summary: "Orders a dictionary's entries: ids = every entry, in order (a different set is a 409)", body: DictEntrySortBody, response: replies(DictSorted) },
  }, async (request) => {
    const dictVersion = await sortDictEntries(db, principalOf(request), request.body);
    return { state: true, message: translatorFor(request.lang)('dictSorted'), value: { dictVersion } };
  });
}
