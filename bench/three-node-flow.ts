// The workflow benches' flow: start -> n1 -> n2 -> n3 -> end, three user tasks in a row (key bench3).
export const THREE_NODE_FLOW_KEY = 'bench3';

export const THREE_NODE_FLOW_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="bench" targetNamespace="bench">
  <bpmn:process id="bench3" name="三节点审批" isExecutable="true">
    <bpmn:startEvent id="start" /><bpmn:userTask id="n1" name="一审" /><bpmn:userTask id="n2" name="二审" /><bpmn:userTask id="n3" name="三审" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f0" sourceRef="start" targetRef="n1" /><bpmn:sequenceFlow id="f1" sourceRef="n1" targetRef="n2" />
    <bpmn:sequenceFlow id="f2" sourceRef="n2" targetRef="n3" /><bpmn:sequenceFlow id="f3" sourceRef="n3" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
