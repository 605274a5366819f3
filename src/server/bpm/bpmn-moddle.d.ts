// bpmn-moddle 10 ships element typings but no typings for its entry point.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    fromXML(xml: string, typeName?: string): Promise<{ rootElement: unknown; elementsById: Record<string, unknown>; warnings: { message: string }[] }>;
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
