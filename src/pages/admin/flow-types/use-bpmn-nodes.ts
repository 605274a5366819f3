import { useEffect, useState } from 'react';
import { bpmnNodes, type BpmnNode } from './bpmn-nodes.ts';

/** The settable nodes of a BPMN file (read again when the file changes), or the parser's reason it cannot be read. */
export function useBpmnNodes(xml: string | undefined): { nodes?: BpmnNode[]; error?: string; loading: boolean } {
  const [state, setState] = useState<{ xml: string; nodes?: BpmnNode[]; error?: string } | null>(null);
  useEffect(() => {
    if (!xml) return;
    let active = true;
    bpmnNodes(xml)
      .then((nodes) => active && setState({ xml, nodes }))
      .catch((error: Error) => active && setState({ xml, error: error.message }));
    return () => {
      active = false;
    };
  }, [xml]);
  if (!xml) return { loading: false };
  return state?.xml === xml ? { nodes: state.nodes, error: state.error, loading: false } : { loading: true };
}
