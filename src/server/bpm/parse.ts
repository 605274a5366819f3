import { BpmnModdle } from 'bpmn-moddle';

/** The slice of a bpmn-moddle element the executor reads (the generated typings are too deep to be useful here). */
export interface ModdleNode {
  $type: string;
  id?: string;
  name?: string;
  [key: string]: unknown;
}

export interface ParsedBpmn {
  definitions: ModdleNode;
  elementsById: Record<string, ModdleNode>;
  warnings: string[];
}

export class BpmnParseError extends Error {}

const moddle = new BpmnModdle();

/** BPMN 2.0 XML -> the bpmn-moddle tree; unreadable XML is a BpmnParseError with the parser's reason. */
export async function parseBpmn(xml: string): Promise<ParsedBpmn> {
  try {
    const result = await moddle.fromXML(xml);
    return {
      definitions: result.rootElement as unknown as ModdleNode,
      elementsById: result.elementsById as unknown as Record<string, ModdleNode>,
      warnings: result.warnings.map((w: { message: string }) => w.message),
    };
  } catch (error) {
    throw new BpmnParseError((error as Error).message);
  }
}

/** Writes a parsed tree back to XML. */
export async function writeBpmn(definitions: ModdleNode): Promise<string> {
  const { xml } = await moddle.toXML(definitions as never, { format: true });
  return xml;
}
