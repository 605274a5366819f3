import { describe, expect, it } from 'vitest';
import { nodeRights } from './node-rights.ts';

const bo = { fields: [{ name: 'title' }, { name: 'reviewComment' }, { name: 'serialNo' }], children: [{ alias: 'inventorShares' }] } as never;

describe('nodeRights', () => {
  it('gives listed fields the node\'s right and makes the rest read-only after the first node', () => {
    expect(nodeRights({ isNodeIdOne: false, fieldRights: { reviewComment: 'required', title: 'read' } }, bo, { reviewComment: 'n', serialNo: 'r' })).toEqual({
      title: 'r', reviewComment: 'b', serialNo: 'r', inventorShares: 'r',
    });
  });

  it('keeps the caller\'s role rights on the first node, hidden fields hidden everywhere', () => {
    const roles = { reviewComment: 'n', serialNo: 'r' } as const;
    expect(nodeRights({ isNodeIdOne: true, fieldRights: {} }, bo, roles)).toEqual({ title: 'w', reviewComment: 'n', serialNo: 'r', inventorShares: 'w' });
    expect(nodeRights({ isNodeIdOne: false, fieldRights: { title: 'edit' } }, bo, roles)).toEqual({ title: 'w', reviewComment: 'n', serialNo: 'r', inventorShares: 'r' });
  });
});
