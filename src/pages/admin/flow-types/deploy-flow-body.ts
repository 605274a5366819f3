import type { DeployFlowBody } from '../../../app/api/flow-deploy.ts';
import type { FlowSettings } from '../../../common/api/workflow.ts';

/** What the deploy dialog asks the user to fix before anything is sent (a key of flowTypes.deploy). */
export interface DeployProblem {
  key: 'fileRequired' | 'settingsInvalid' | 'settingsNotObject';
  params?: Record<string, string>;
}

/** The settings as the dialog edits them: pretty JSON without the English name, which has its own field. */
export function settingsText(settings: FlowSettings | undefined): string {
  const { nameEn: _nameEn, ...rest } = settings ?? {};
  return JSON.stringify(Object.keys(rest).length ? rest : { nodes: {} }, null, 2);
}

/** The deploy request from the dialog's fields, or what is wrong with them. */
export function deployBody(input: {
  defKey: string;
  nameEn: string | undefined;
  settings: string;
  xml: string | undefined;
  typeKey: string | undefined;
  baseVersion: number;
}): { body: DeployFlowBody } | { problem: DeployProblem } {
  if (!input.xml?.trim()) return { problem: { key: 'fileRequired' } };
  let settings: unknown;
  try {
    settings = JSON.parse(input.settings.trim() || '{}');
  } catch (error) {
    return { problem: { key: 'settingsInvalid', params: { detail: (error as Error).message } } };
  }
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return { problem: { key: 'settingsNotObject' } };
  const nameEn = input.nameEn?.trim();
  return {
    body: {
      defKey: input.defKey, xml: input.xml, settings: settings as FlowSettings, baseVersion: input.baseVersion,
      ...(nameEn ? { nameEn } : {}), ...(input.typeKey ? { typeKey: input.typeKey } : {}),
    },
  };
}
