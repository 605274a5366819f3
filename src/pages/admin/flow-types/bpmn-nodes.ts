import { BpmnModdle } from 'bpmn-moddle';

/**
 * An element of a BPMN file that settings may name: a start event (its form and field rights), a user task (all of a
 * node's settings), or another element (an end event, a gateway, a timer, a sequence flow: only its English name).
 */
export interface BpmnNode {
  id: string;
  /** The element's name, else its id. */
  name: string;
  /** Whether the file names it (an unnamed sequence flow is hardly worth an English name). */
  named: boolean;
  kind: 'start' | 'userTask' | 'other';
  /** The BPMN element type without its prefix: StartEvent, UserTask, EndEvent, SequenceFlow... */
  type: string;
  /** A multi-instance user task (countersign): its completion rule is a setting. */
  multiInstance: boolean;
}

interface Element { $type: string; id?: string; name?: string; flowElements?: Element[]; rootElements?: Element[]; loopCharacteristics?: Element }

const moddle = new BpmnModdle();

const kindOf = (type: string): BpmnNode['kind'] => (type === 'bpmn:StartEvent' ? 'start' : type === 'bpmn:UserTask' ? 'userTask' : 'other');

/** The elements of every process in a BPMN file, in document order; unreadable XML throws the parser's reason. */
export async function bpmnNodes(xml: string): Promise<BpmnNode[]> {
  const { rootElement } = await moddle.fromXML(xml);
  const processes = ((rootElement as Element).rootElements ?? []).filter((e) => e.$type === 'bpmn:Process');
  return processes.flatMap((process) => (process.flowElements ?? []).flatMap((element): BpmnNode[] => {
    if (!element.id) return [];
    const name = element.name?.trim() ?? '';
    return [{
      id: element.id, name: name || element.id, named: name !== '', kind: kindOf(element.$type), type: element.$type.replace(/^bpmn:/, ''),
      multiInstance: element.loopCharacteristics?.$type === 'bpmn:MultiInstanceLoopCharacteristics',
    }];
  }));
}
