import { jwtVerify, SignJWT } from 'jose';
import type { Principal } from '../../lib/context.ts';
import type { TokenService } from '../../lib/tokens.ts';

/** How long a media ticket plays: long enough for a long recording to be watched and sought through. */
export const MEDIA_TICKET_SECONDS = 4 * 3600;

interface TicketClaims { tid: number; tcode: string; sid: string; acc: string; vis: boolean; fid: string }

/**
 * Media tickets: a <video> or <audio> element fetches its source itself, range after range as the user seeks, and
 * cannot send the Authorization header. A ticket in the source's path stands for it: signed with a key of its own
 * (never an access token), for one file, the session that asked (checked live on every request, so signing out
 * ends it) and a few hours.
 */
export class MediaTickets {
  private readonly key: Uint8Array;
  constructor(tokens: TokenService) {
    this.key = tokens.derivedKey('media-ticket');
  }

  sign(p: Principal, fileId: string): Promise<string> {
    return new SignJWT({ tid: p.tenantId, tcode: p.tenantCode, sid: p.sessionId, acc: p.account, vis: p.isVisitor, fid: fileId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(p.userId))
      .setIssuedAt()
      .setExpirationTime(`${MEDIA_TICKET_SECONDS}s`)
      .sign(this.key);
  }

  /** The principal and file a valid, unexpired ticket stands for, or null. */
  async verify(ticket: string): Promise<{ principal: Principal; fileId: string } | null> {
    try {
      const { payload } = await jwtVerify<TicketClaims>(ticket, this.key, { algorithms: ['HS256'] });
      if (typeof payload.tid !== 'number' || typeof payload.sid !== 'string' || typeof payload.fid !== 'string') return null;
      return {
        fileId: payload.fid,
        principal: { userId: Number(payload.sub), tenantId: payload.tid, tenantCode: payload.tcode, sessionId: payload.sid, account: payload.acc, isVisitor: payload.vis === true },
      };
    } catch {
      return null;
    }
  }
}
