import patentApplyForm from '../../../../schemas/form/patentApply.json';
import patentApplyBo from '../../../../schemas/bo/patentApply.json';
import type { BoDefinition } from '../../../common/definitions/kinds/bo.ts';
import type { FormDefinition } from '../../../common/definitions/kinds/form.ts';
import type { GetFormReply } from '../../../common/api/form-record-types.ts';

/** The patentApply form and business object of schemas/, for stories, tests and the benchmark. */
export const patentForm = patentApplyForm as unknown as FormDefinition;
export const patentBo = patentApplyBo as unknown as BoDefinition;

export const patentDicts = {
  patentType: [
    { key: 'invent', name: '发明专利' },
    { key: 'utility', name: '实用新型' },
    { key: 'design', name: '外观设计' },
  ],
};

export const RECORD_ID = '11111111-2222-4333-8444-555555555555';

/** What getForm replies for the patentApply form (add without id; edit with the record). */
export function getFormReply(options: { id?: string; data?: Record<string, unknown>; version?: number; rights?: Record<string, string>; readonly?: boolean; action?: string } = {}): GetFormReply {
  return {
    action: options.action ?? (options.id ? 'edit' : 'add'),
    readonly: options.readonly ?? false,
    form: patentForm as unknown as Record<string, unknown>,
    bo: patentBo as unknown as Record<string, unknown>,
    rights: options.rights ?? { serialNo: 'r', reviewComment: 'n' },
    dicts: patentDicts,
    id: options.id ?? null,
    version: options.version ?? (options.id ? 1 : null),
    data: options.data ?? {},
  };
}
