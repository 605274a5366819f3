import { BpmnModdle } from 'bpmn-moddle';
import type { ModdleNode } from '../../bpm/parse.ts';
import type { FlowSettings } from '../../bpm/settings.ts';

interface Element extends ModdleNode {
  flowElements?: Element[];
}
interface Moddle {
  fromXML(xml: string): Promise<{ rootElement: unknown }>;
  toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
}

const moddle = new BpmnModdle() as unknown as Moddle;

/**
 * The BPMN with the English names of a definition's settings (`nameEn` of the flow and of its nodes) on its process
 * and nodes, so an en-US flow image is labelled in English; nodes without one keep their name. Unchanged when none has.
 */
export async function withEnglishNames(xml: string, settings: FlowSettings): Promise<string> {
  const nodeNames = new Map(Object.entries(settings.nodes ?? {}).flatMap(([id, s]) => (s.nameEn ? [[id, s.nameEn] as const] : [])));
  if (!settings.nameEn && nodeNames.size === 0) return xml;
  const { rootElement } = await moddle.fromXML(xml);
  const processes = ((rootElement as { rootElements?: Element[] }).rootElements ?? []).filter((e) => e.$type === 'bpmn:Process');
  const rename = (elements: Element[]) => {
    for (const element of elements) {
      const name = element.id === undefined ? undefined : nodeNames.get(element.id);
      if (name) element.name = name;
      if (element.flowElements) rename(element.flowElements);
    }
  };
  for (const process of processes) {
    if (settings.nameEn) process.name = settings.nameEn;
    rename(process.flowElements ?? []);
  }
  return (await moddle.toXML(rootElement, { format: true })).xml;
}
