import type { InstanceDetail, Opinion } from '../../../app/api/workflow-instance.ts';

/** Opinions that record no step of the flow (they neither move it nor block a revoke). */
const SIDE_NOTES = new Set(['urge', 'copyto', 'hangUp', 'cancelHangUp']);

/**
 * What the initiator of an instance may do from its page: urge the handlers of a running one, and revoke (撤回) while
 * the start is the last step taken (nobody has handled it since, and it was not revoked already). The initiator or an
 * administrator (`admin`) may forbid (禁止) a running instance, which then refuses every action, and lift it again. The
 * server decides in the end; this only keeps a button away that could never work.
 */
export function initiatorActions(
  instance: Pick<InstanceDetail, 'status' | 'creatorId'>, opinions: Opinion[] | undefined, userId: string | undefined, admin = false,
) {
  const mine = userId !== undefined && instance.creatorId === userId;
  const running = instance.status === 'running';
  const steps = (opinions ?? []).filter((o) => !SIDE_NOTES.has(o.status));
  const last = steps.at(-1);
  const owner = mine || (userId !== undefined && admin);
  return {
    urge: mine && running,
    revoke: mine && running && last?.status === 'start' && last.auditor === userId,
    forbid: owner && running,
    unforbid: owner && instance.status === 'forbidden',
  };
}
