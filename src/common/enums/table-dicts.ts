/**
 * Dictionaries whose entries are rows of a tenant's table rather than data_dict entries (keys are the row ids as
 * text). Definitions name them with `dictKey` like any dictionary; they are not edited on the dictionary screen.
 */
export const TABLE_DICT_NAMES = {
  meetingRoom: { 'zh-CN': '会议室', 'en-US': 'Meeting rooms' },
} as const satisfies Record<string, { 'zh-CN': string; 'en-US': string }>;

export type TableDictKey = keyof typeof TABLE_DICT_NAMES;

export const isTableDict = (typeKey: string): typeKey is TableDictKey => Object.hasOwn(TABLE_DICT_NAMES, typeKey);
