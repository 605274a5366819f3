import { BpmnModdle } from 'bpmn-moddle';
import type { ModdleNode } from '../../bpm/parse.ts';

/**
 * Diagram interchange (BPMNDI) for BPMN files that carry none, so bpmn-js can draw them: the demo flows are
 * written by hand without coordinates. A layered layout from left to right: each node in the column after its
 * furthest predecessor (back edges ignored), a straight chain stays on one row, branches take the next free row;
 * timer boundary events sit on their task's lower edge. A file that has a diagram is returned unchanged.
 */

interface Element extends ModdleNode {
  flowElements?: Element[];
  sourceRef?: Element;
  targetRef?: Element;
  attachedToRef?: Element;
}
interface Moddle {
  fromXML(xml: string): Promise<{ rootElement: unknown }>;
  toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
  create(type: string, attrs?: Record<string, unknown>): ModdleNode;
}
interface Box { x: number; y: number; width: number; height: number }
interface Point { x: number; y: number }

const moddle = new BpmnModdle() as unknown as Moddle;

const COLUMN = 180;
const ROW = 130;
const MARGIN = { x: 60, y: 80 };

function sizeOf(type: string): { width: number; height: number } {
  if (type.endsWith('Event')) return { width: 36, height: 36 };
  if (type.endsWith('Gateway')) return { width: 50, height: 50 };
  return { width: 100, height: 80 };
}

/** Column of every node: the longest path from a source, over the edges that do not close a cycle. */
function columnsOf(nodes: Element[], edges: [string, string][]): Map<string, number> {
  const out = new Map<string, string[]>();
  for (const [from, to] of edges) out.set(from, [...(out.get(from) ?? []), to]);
  const incoming = new Set(edges.map(([, to]) => to));
  const roots = [...nodes.filter((n) => !incoming.has(n.id!)), ...nodes];
  const state = new Map<string, 'open' | 'done'>();
  const forward: [string, string][] = [];
  const order: string[] = [];
  const visit = (id: string) => {
    state.set(id, 'open');
    for (const next of out.get(id) ?? []) {
      if (state.get(next) === 'open') continue;
      forward.push([id, next]);
      if (!state.has(next)) visit(next);
    }
    state.set(id, 'done');
    order.push(id);
  };
  for (const root of roots) if (!state.has(root.id!)) visit(root.id!);
  const column = new Map<string, number>(nodes.map((n) => [n.id!, 0]));
  for (const id of order.reverse()) {
    for (const [from, to] of forward) if (from === id) column.set(to, Math.max(column.get(to)!, column.get(id)! + 1));
  }
  return column;
}

/** Row of every node: its first placed predecessor's row when free in its column, else the next free one. */
function rowsOf(nodes: Element[], edges: [string, string][], column: Map<string, number>): Map<string, number> {
  const row = new Map<string, number>();
  const taken = new Map<number, Set<number>>();
  const byColumn = [...nodes].sort((a, b) => column.get(a.id!)! - column.get(b.id!)!);
  for (const node of byColumn) {
    const preds = edges.filter(([, to]) => to === node.id).map(([from]) => row.get(from)).filter((r): r is number => r !== undefined);
    const used = taken.get(column.get(node.id!)!) ?? new Set<number>();
    let r = preds.length > 0 ? Math.min(...preds) : 0;
    while (used.has(r)) r += 1;
    used.add(r);
    taken.set(column.get(node.id!)!, used);
    row.set(node.id!, r);
  }
  return row;
}

/** A horizontal run from x1 to x2 at y would cross one of these boxes. */
const blocked = (boxes: Box[], x1: number, x2: number, y: number) =>
  boxes.filter((b) => b.x < Math.max(x1, x2) && b.x + b.width > Math.min(x1, x2) && b.y < y && b.y + b.height > y);

function waypoints(source: Box, target: Box, fromBelow: boolean, others: Box[]): Point[] {
  const sy = source.y + source.height / 2;
  const ty = target.y + target.height / 2;
  if (fromBelow) {
    const start = { x: source.x + source.width / 2, y: source.y + source.height };
    return [start, { x: start.x, y: ty }, { x: target.x, y: ty }];
  }
  if (target.x > source.x) {
    const sx = source.x + source.width;
    const midX = (sx + target.x) / 2;
    const straight = sy === ty ? [{ x: sx, y: sy }, { x: target.x, y: ty }]
      : [{ x: sx, y: sy }, { x: midX, y: sy }, { x: midX, y: ty }, { x: target.x, y: ty }];
    const inTheWay = blocked(others, sx, target.x, sy === ty ? sy : ty);
    if (inTheWay.length === 0) return straight;
    // Skipping over nodes in between: above them (labels of events and gateways sit below), entering the target from the top.
    const lane = Math.min(...inTheWay.map((b) => b.y), source.y, target.y) - 30;
    const from = { x: source.x + source.width / 2, y: source.y };
    const to = { x: target.x + target.width / 2, y: target.y };
    return [from, { x: from.x, y: lane }, { x: to.x, y: lane }, to];
  }
  // Back edge: over the top of both.
  const top = Math.min(source.y, target.y) - 30;
  const sx = source.x + source.width / 2;
  const tx = target.x + target.width / 2;
  return [{ x: sx, y: source.y }, { x: sx, y: top }, { x: tx, y: top }, { x: tx, y: target.y }];
}

function layoutProcess(process: Element): ModdleNode[] {
  const elements = process.flowElements ?? [];
  const flows = elements.filter((e) => e.$type === 'bpmn:SequenceFlow' && e.sourceRef && e.targetRef);
  const boundaries = elements.filter((e) => e.$type === 'bpmn:BoundaryEvent' && e.attachedToRef);
  const nodes = elements.filter((e) => e.$type !== 'bpmn:SequenceFlow' && e.$type !== 'bpmn:BoundaryEvent' && e.$type !== 'bpmn:DataObject' && e.id);
  const hostOf = new Map(boundaries.map((b) => [b.id!, b.attachedToRef!.id!]));
  // A boundary event's flows lay out as leaving its task.
  const edges = flows.map((f): [string, string] => [hostOf.get(f.sourceRef!.id!) ?? f.sourceRef!.id!, f.targetRef!.id!]);
  const column = columnsOf(nodes, edges);
  const row = rowsOf(nodes, edges, column);

  const boxes = new Map<string, Box>();
  for (const node of nodes) {
    const { width, height } = sizeOf(node.$type);
    const cx = MARGIN.x + column.get(node.id!)! * COLUMN + 50;
    const cy = MARGIN.y + row.get(node.id!)! * ROW + 40;
    boxes.set(node.id!, { x: cx - width / 2, y: cy - height / 2, width, height });
  }
  const hosted = new Map<string, number>();
  for (const b of boundaries) {
    const host = boxes.get(b.attachedToRef!.id!);
    if (!host) continue;
    const n = hosted.get(b.attachedToRef!.id!) ?? 0;
    hosted.set(b.attachedToRef!.id!, n + 1);
    boxes.set(b.id!, { x: host.x + host.width - 30 - n * 40, y: host.y + host.height - 18, width: 36, height: 36 });
  }

  const bounds = (b: Box) => moddle.create('dc:Bounds', { ...b });
  const byId = new Map(elements.map((e) => [e.id!, e]));
  const shapes = [...boxes].map(([id, box]) => moddle.create('bpmndi:BPMNShape', {
    id: `${id}_di`, bpmnElement: byId.get(id), bounds: bounds(box),
    ...(byId.get(id)!.$type === 'bpmn:ExclusiveGateway' ? { isMarkerVisible: true } : {}),
  }));
  const edgesDi = flows.flatMap((f) => {
    const source = boxes.get(f.sourceRef!.id!);
    const target = boxes.get(f.targetRef!.id!);
    if (!source || !target) return [];
    const others = [...boxes].filter(([id]) => id !== f.sourceRef!.id && id !== f.targetRef!.id && !hostOf.has(id)).map(([, b]) => b);
    const points = waypoints(source, target, hostOf.has(f.sourceRef!.id!), others);
    return [moddle.create('bpmndi:BPMNEdge', { id: `${f.id}_di`, bpmnElement: f, waypoint: points.map((p) => moddle.create('dc:Point', { ...p })) })];
  });
  return [...shapes, ...edgesDi];
}

/** The XML with a generated diagram for its first process; unchanged when it has a diagram or no process. */
export async function withDiagram(xml: string): Promise<string> {
  const { rootElement } = await moddle.fromXML(xml);
  const definitions = rootElement as ModdleNode & { diagrams?: ModdleNode[]; rootElements?: Element[] };
  if ((definitions.diagrams ?? []).length > 0) return xml;
  const process = (definitions.rootElements ?? []).find((e) => e.$type === 'bpmn:Process');
  if (!process) return xml;
  const plane = moddle.create('bpmndi:BPMNPlane', { id: `${process.id}_plane`, bpmnElement: process, planeElement: layoutProcess(process) });
  definitions.diagrams = [moddle.create('bpmndi:BPMNDiagram', { id: `${process.id}_diagram`, plane })];
  return (await moddle.toXML(definitions, { format: true })).xml;
}
