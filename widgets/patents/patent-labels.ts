import { LEGAL_STATUSES, type LegalStatus } from '../../src/common/enums/legal-status.ts';
import { PATENT_TYPES, type PatentType } from '../../src/common/enums/patent-type.ts';

type Lang = 'zh-CN' | 'en-US';
const langOf = (language: string): Lang => (language.startsWith('en') ? 'en-US' : 'zh-CN');

/** The legal status label of the spec in the UI language; unknown values show as they are. */
export function legalStatusLabel(status: string | null | undefined, language: string): string {
  if (!status) return '';
  return LEGAL_STATUSES[status as LegalStatus]?.[langOf(language)] ?? status;
}

/** The patent type label; `invent` reads "invention application" on the detail page (spec section 4). */
export function patentTypeLabel(type: string | null | undefined, language: string, place: 'list' | 'detail' = 'list'): string {
  if (!type) return '';
  const entry = PATENT_TYPES[type as PatentType];
  if (!entry) return type;
  if (place === 'detail' && 'detail' in entry) return entry.detail[langOf(language)];
  return entry[langOf(language)];
}
