import type { LegalStatus } from '../enums/legal-status.ts';

/**
 * Where each legal status stands in a patent's life; the statistic tiles and the demo generator read this.
 * - pending: the application is still being handled (中止 "abort" suspends handling; it can resume).
 * - inForce: granted and the rights stand.
 * - endedAfterGrant: granted once, rights now ended (expiry, unpaid fee, invalidation, duplicate avoidance).
 * - endedBeforeGrant: the application ended without a grant (withdrawn, rejected, abandoned, terminated).
 * - unknown: `other`.
 */
export const LEGAL_STATUS_PHASE = {
  accept: 'pending',
  review: 'pending',
  public: 'pending',
  examination: 'pending',
  abort: 'pending',
  authorization: 'inForce',
  partInvalid: 'inForce',
  recover: 'inForce',
  operate: 'inForce',
  expires: 'endedAfterGrant',
  unpaidFee: 'endedAfterGrant',
  claimLapse: 'endedAfterGrant',
  allInvalid: 'endedAfterGrant',
  termination: 'endedAfterGrant',
  weightGiveup: 'endedAfterGrant',
  withdraw: 'endedBeforeGrant',
  turndown: 'endedBeforeGrant',
  applyLapse: 'endedBeforeGrant',
  giveup: 'endedBeforeGrant',
  other: 'unknown',
} as const satisfies Record<LegalStatus, 'pending' | 'inForce' | 'endedAfterGrant' | 'endedBeforeGrant' | 'unknown'>;

export type LegalPhase = (typeof LEGAL_STATUS_PHASE)[LegalStatus];

export const statusesIn = (...phases: LegalPhase[]): LegalStatus[] =>
  (Object.keys(LEGAL_STATUS_PHASE) as LegalStatus[]).filter((s) => phases.includes(LEGAL_STATUS_PHASE[s]));

/** The seven statistic tiles of the home page, in display order (the `status` query value of the list). */
export const STATUS_TILES = ['applying', 'authorized', 'effective', 'operated', 'underreview', 'expired', 'entrustedcase'] as const;
export type StatusTile = (typeof STATUS_TILES)[number];

/**
 * What each tile counts. A patent is "past expiry" when its expiry date is before today.
 * - applying (申请量): every application on record, whatever its status.
 * - authorized (授权量): granted at some time: phase inForce or endedAfterGrant.
 * - effective (有效量): rights stand today: phase inForce and not past expiry.
 * - operated (运营量): the operated flag is set or the legal status is `operate`.
 * - underreview (实审量): legal status `examination` (substantive examination).
 * - expired (失效量): no longer alive: phase endedAfterGrant or endedBeforeGrant, or inForce but past expiry.
 * - entrustedcase (代理委托): the patent is an agency case (entrusted flag).
 * Pending, `other` and `abort` patents are in applying only (plus underreview for `examination`).
 */
export interface TileRule {
  /** Legal statuses the tile takes (absent: any). */
  statuses?: readonly LegalStatus[];
  /** Also require not past expiry (effective) or take in-force statuses past expiry too (expired). */
  expiry?: 'notPast' | 'orInForcePast';
  /** A flag that qualifies on its own (operated) or is required (entrustedcase). */
  flag?: { name: 'operated' | 'entrusted'; alone: boolean };
}

export const IN_FORCE_STATUSES = statusesIn('inForce');

export const TILE_RULES: Record<StatusTile, TileRule> = {
  applying: {},
  authorized: { statuses: statusesIn('inForce', 'endedAfterGrant') },
  effective: { statuses: IN_FORCE_STATUSES, expiry: 'notPast' },
  operated: { statuses: ['operate'], flag: { name: 'operated', alone: true } },
  underreview: { statuses: ['examination'] },
  expired: { statuses: statusesIn('endedAfterGrant', 'endedBeforeGrant'), expiry: 'orInForcePast' },
  entrustedcase: { flag: { name: 'entrusted', alone: false } },
};

export interface TileSubject {
  legalStatus: LegalStatus;
  /** `YYYY-MM-DD` or null. */
  expiryDate: string | null;
  operated: boolean;
  entrusted: boolean;
}

/** Whether a patent counts in a tile on `today` (`YYYY-MM-DD`); the SQL of the server says the same. */
export function inTile(tile: StatusTile, p: TileSubject, today: string): boolean {
  const rule = TILE_RULES[tile];
  const pastExpiry = p.expiryDate !== null && p.expiryDate < today;
  if (rule.flag && !rule.flag.alone && !p[rule.flag.name]) return false;
  if (rule.flag?.alone && p[rule.flag.name]) return true;
  const listed = !rule.statuses || rule.statuses.includes(p.legalStatus);
  if (rule.expiry === 'notPast') return listed && !pastExpiry;
  if (rule.expiry === 'orInForcePast') return listed || (IN_FORCE_STATUSES.includes(p.legalStatus) && pastExpiry);
  return listed;
}

export function isStatusTile(value: unknown): value is StatusTile {
  return typeof value === 'string' && (STATUS_TILES as readonly string[]).includes(value);
}
