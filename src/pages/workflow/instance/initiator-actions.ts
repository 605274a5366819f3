import type { InstanceDetail, Opinion } from '../../../app/api/workflow-instance.ts';

/** Opinions that record no step of the flow (they neither move it nor block a revoke). */
const SIDE_NOTES = new Set(['urge', 'copyto', 'hangUp', 'cancelHangUp']);

/**
 * What the initiator of a running instance may do from its page: urge the handlers, and revoke (撤回) while the
 * start is the last step taken (nobody has handled it since, and it was not revoked already). The server decides in
 * the end; this only keeps a button away that could never work.
 */
export function initiatorActions(instance: Pick<InstanceDetail, 'status' | 'creatorId'>, opinions: Opinion[] | undefined, userId: string | undefined) {
  const mine = userId !== undefined && instance.creatorId === userId;
  const running = instance.status === 'running';
  const steps = (opinions ?? []).filter((o) => !SIDE_NOTES.has(o.status));
  const last = steps.at(-1);
  return {
    urge: mine && running,
    revoke: mine && running && last?.status === 'start' && last.auditor === userId,
  };
}
