import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody, CheckTokenReply, CurrentUser, Envelope, Failure, LoginReply, PasswordStrategyReply, ReadingLanguageBody, SignInBody,
  SwitchPostQuery, SwitchPostReply, TenantQuery, UpdateProfileBody, UpdateProfileReply, UserDetail, UserDetailQuery,
  UserInfoQuery,
} from '../../../common/api/auth.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { changePassword } from './change-password.ts';
import { readCurrentUser } from './read-current-user.ts';
import { readPasswordStrategy } from './read-password-strategy.ts';
import { saveReadingLanguage } from './reading-language.ts';
import { readUserDetail } from './read-user-detail.ts';
import { refreshSession } from './refresh-session.ts';
import { signIn } from './sign-in.ts';
import { signInVisitor } from './sign-in-visitor.ts';
import { signOut } from './sign-out.ts';
import { switchPost } from './switch-post.ts';
import { updateProfile } from './update-profile.ts';

const tags = ['auth'];
/** Public calls: no bearer token in the OpenAPI document, and the auth hook lets them through. */
const publicRoute = { config: { public: true } } as const;
const replies = <T>(success: T) => ({ 200: success, '4xx': Failure });

/** Sign-in, sessions, the current user and their own password and profile (docs/foundation-api.md, uc). */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/auth', {
    ...publicRoute,
    schema: { tags, security: [], summary: 'Sign in with account and base64 password', querystring: TenantQuery, body: SignInBody, response: replies(LoginReply) },
  }, (request) => signIn(fastify, {
    ...request.body, tenantId: request.query.tenantId, ip: request.ip,
    // Only a client that says its language sets the reading language (a script without the header changes nothing).
    lang: request.headers['accept-language'] ? request.lang : undefined,
  }));

  app.post('/auth/visitor', {
    ...publicRoute,
    schema: { tags, security: [], summary: "Sign in as the tenant's visitor account", querystring: TenantQuery, response: replies(LoginReply) },
  }, (request) => signInVisitor(fastify, { tenantId: request.query.tenantId, ip: request.ip }));

  app.get('/refresh', {
    ...publicRoute,
    schema: {
      tags, security: [{ bearer: [], tenantCode: [] }],
      summary: 'Trade the refresh token (as the bearer token) for a new pair; a reused token revokes the session',
      response: replies(LoginReply),
    },
  }, (request) => refreshSession(fastify, { refreshToken: bearerToken(request), tenantCode: request.headers['tenant-code'] }));

  app.get('/auth/check/token', {
    schema: { tags, summary: 'Whether the access token is valid', response: replies(CheckTokenReply) },
  }, async (request) => {
    const p = principalOf(request);
    return { state: true, message: translatorFor(request.lang)('operationSucceeded'), value: { userId: p.userId, account: p.account, tenantId: p.tenantId } };
  });

  app.post('/signout', {
    schema: { tags, summary: 'End the session', response: replies(Envelope) },
  }, async (request) => {
    await signOut(fastify, principalOf(request));
    return ok(translatorFor(request.lang)('signedOut'));
  });

  app.get('/login/user/info', {
    schema: { tags, summary: 'The current user', querystring: UserInfoQuery, response: replies(CurrentUser) },
  }, (request) => readCurrentUser(fastify, principalOf(request), request.lang));

  app.post('/api/user/v1/user/switchPost', {
    schema: { tags, summary: "Make one of the caller's posts current", querystring: SwitchPostQuery, response: replies(SwitchPostReply) },
  }, async (request) => {
    await switchPost(fastify, principalOf(request), request.query.postId);
    return { state: true, message: translatorFor(request.lang)('postSwitched'), value: { postId: request.query.postId } };
  });

  app.get('/api/pwdStrategy/v1/getDefault', {
    ...publicRoute,
    schema: {
      tags, security: [], summary: "The tenant's password strategy (tenant from ?tenantId=, else Tenant-Code)",
      querystring: TenantQuery, response: replies(PasswordStrategyReply),
    },
  }, (request) => readPasswordStrategy(fastify, { tenantId: request.query.tenantId, tenantCode: request.headers['tenant-code'] }));

  app.post('/api/user/v1/user/changUserPsd', {
    schema: { tags, summary: 'Change the own password (base64 fields)', body: ChangePasswordBody, response: replies(Envelope) },
  }, async (request) => {
    await changePassword(fastify, principalOf(request), request.body);
    return ok(translatorFor(request.lang)('passwordChanged'));
  });

  app.put('/api/user/v1/user/language', {
    schema: { tags, summary: 'The language the caller reads the portal in (reminders written for nobody\'s request follow it)', body: ReadingLanguageBody, response: replies(Envelope) },
  }, async (request) => {
    await saveReadingLanguage(fastify, principalOf(request), request.body.language);
    return { state: true, message: '' };
  });

  app.get('/api/user/v1/user/getDetailByAccountOrId', {
    schema: { tags, summary: 'A user of the own tenant by account or id', querystring: UserDetailQuery, response: replies(UserDetail) },
  }, (request) => readUserDetail(fastify, principalOf(request), request.lang, request.query.account));

  app.post('/api/user/v1/user/updateUser', {
    schema: { tags, summary: 'Save the own profile (optimistic version)', body: UpdateProfileBody, response: replies(UpdateProfileReply) },
  }, async (request) => {
    const version = await updateProfile(fastify, principalOf(request), request.body);
    return { state: true, message: translatorFor(request.lang)('profileSaved'), value: { version } };
  });
}
