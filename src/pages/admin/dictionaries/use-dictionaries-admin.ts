import { useState } from 'react';
import useSWR from 'swr';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useServices } from '../../../app/shell/services.tsx';
import { dictionariesOf } from '../../../app/api/dictionaries.ts';
import {
  listDictEntries, listDictTypes, saveDictEntry, saveDictType, setDictEntryDisabled, sortDictEntries,
  type DictEntryRow, type DictLabel, type DictTypeRow,
} from '../../../app/api/dict-admin.ts';

/**
 * The dictionary screen's controller: the dictionaries, the entries of the chosen one, and the commands on them.
 * A command toasts the server's message (a refusal or a 409 too), tells the dictionary cache the new dictVersion
 * and re-reads both lists; it resolves to whether it succeeded.
 */
export function useDictionariesAdmin() {
  const services = useServices();
  const { api } = services;
  const [chosen, setChosen] = useState<string | null>(null);
  const types = useSWR(['admin-dict-types'], () => listDictTypes(api));
  const typeKey = chosen ?? types.data?.[0]?.typeKey ?? null;
  const entries = useSWR(typeKey ? ['admin-dict-entries', typeKey] : null, ([, key]) => listDictEntries(api, key));

  const run = async (command: () => Promise<{ message: string; value: { dictVersion: number } }>): Promise<boolean> => {
    try {
      const reply = await command();
      dictionariesOf(services).noteVersion(reply.value.dictVersion);
      Message.success(reply.message);
      return true;
    } catch (failure) {
      Message.error((failure as Error).message);
      return false;
    } finally {
      await Promise.all([types.mutate(), entries.mutate()]);
    }
  };

  const rows = entries.data ?? [];
  /** The entries' ids with the one at `index` swapped with its neighbour (`step` -1 up, +1 down). */
  const moved = (index: number, step: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    const other = index + step;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    return ids;
  };

  return {
    types: types.data ?? [],
    typesLoading: types.isLoading,
    chosen: types.data?.find((t) => t.typeKey === typeKey) ?? null,
    choose: setChosen,
    entries: rows,
    entriesLoading: entries.isLoading,
    /** Adds a dictionary (editing null) or renames it; a new one is chosen. */
    saveType: async (editing: DictTypeRow | null, key: string, name: DictLabel) => {
      const saved = await run(() => saveDictType(api, editing ? { typeKey: editing.typeKey, name, version: editing.version } : { typeKey: key, name }));
      if (saved && !editing) setChosen(key);
      return saved;
    },
    saveEntry: (editing: DictEntryRow | null, key: string, name: DictLabel) => run(() => saveDictEntry(api, editing
      ? { typeKey: editing.typeKey, id: editing.id, version: editing.version, key: editing.key, name }
      : { typeKey: typeKey!, key, name })),
    setDisabled: (row: DictEntryRow, disabled: boolean) => run(() => setDictEntryDisabled(api, { id: row.id, version: row.version, disabled })),
    move: (index: number, step: -1 | 1) => run(() => sortDictEntries(api, { typeKey: typeKey!, ids: moved(index, step) })),
  };
}

export type DictionariesAdmin = ReturnType<typeof useDictionariesAdmin>;
