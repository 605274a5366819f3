import type { FieldRight, FormDefinition } from '../../common/definitions/kinds/form.ts';
import type { BoDefinition } from '../../common/definitions/kinds/bo.ts';

export type DictItems = Record<string, { key: string; name: string }[]>;
export type FormMode = 'add' | 'edit' | 'get';

/** Everything a form needs to draw: what getForm returns, or a definition passed in directly (preview, workflow). */
export interface FormSource {
  form: FormDefinition;
  bo: BoDefinition;
  /** The caller's right per field (server-computed); fields not named are `w`. */
  rights: Record<string, FieldRight>;
  dicts: DictItems;
  data: Record<string, unknown>;
  id: string | null;
  version: number | null;
  /** get mode, or a record the caller may not change. */
  readonly: boolean;
}
