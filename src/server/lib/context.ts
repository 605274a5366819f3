import type { Language } from '../../common/i18n/languages.ts';

/** Who is calling: filled by the auth plugin from a verified access token and a live session. */
export interface Principal {
  userId: number;
  tenantId: number;
  tenantCode: string;
  account: string;
  sessionId: string;
  isVisitor: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    /** Set on every authenticated route; public routes leave it undefined. */
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** The route needs no token. */
    public?: boolean;
  }
}

/** The caller of an authenticated route (the auth hook guarantees it is set there). */
export function principalOf(request: { principal?: Principal }): Principal {
  if (!request.principal) throw new Error('principalOf called on a public route');
  return request.principal;
}
