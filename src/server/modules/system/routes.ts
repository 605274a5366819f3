import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AllDicts, DictItem, MenuItem, MethodAuth, SysProperty, SysSetting } from '../../../common/api/system.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { principalOf, type Principal } from '../../lib/context.ts';
import { authenticate } from '../../plugins/auth.ts';
import { findActiveTenant } from '../tenants/get-tenant-by-code.ts';
import { dictAdminRoutes } from './dictionaries/routes.ts';
import { getAllDicts } from './get-all-dicts.ts';
import { getCurrentUserMenu } from './get-current-user-menu.ts';
import { getCurrentUserMethodAuth } from './get-current-user-method-auth.ts';
import { getRoleMenus } from './get-role-menus.ts';
import { getSysProperty, getSysSetting, PUBLIC_PROPERTY } from './get-sys-property.ts';
import { listDictItems } from './list-dict-items.ts';

const tags = ['system'];
const Key = Type.String({ minLength: 1, maxLength: 100 });
const TypeKey = Type.Object({ typeKey: Type.Optional(Key) });

/** A signed-in user, not the visitor (reads a guest page never needs). */
function member(request: FastifyRequest): Principal {
  const principal = principalOf(request);
  if (principal.isVisitor) throw forbidden('visitorForbidden');
  return principal;
}

/** Menus, button permissions, system properties and data dictionaries (`/api/portal/sys/...`). */
export async function systemRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.addSchema(MenuItem);
  const menuTree = Type.Array(Type.Ref(MenuItem));

  app.get('/sys/sysMenu/v1/getCurrentUserMenu', {
    schema: {
      tags, summary: "The caller's menu tree (the visitor's login-only entries have id < -1)",
      querystring: Type.Object({ menuAlias: Type.Optional(Key) }), response: { 200: menuTree },
    },
  }, (request) => getCurrentUserMenu(app.db, principalOf(request), request.lang, request.query.menuAlias));

  app.get('/sys/sysMenu/v1/getCurrentUserMethodAuth', {
    schema: { tags, summary: "The caller's button permissions", response: { 200: MethodAuth } },
  }, (request) => getCurrentUserMethodAuth(app.db, principalOf(request)));

  app.get('/sys/sysMenu/v1/role/alias', {
    schema: { tags, summary: 'The menu tree of a role', querystring: Type.Object({ roleAlias: Key }), response: { 200: menuTree } },
  }, (request) => getRoleMenus(app.db, member(request), request.lang, request.query.roleAlias));

  app.get('/sys/sysProperties/v1/getDecryptByAlias', {
    // sysSetting is public (by Tenant-Code); the handler authenticates every other alias itself.
    config: { public: true },
    schema: {
      tags, summary: 'A system property (sysSetting: public)', querystring: Type.Object({ alias: Key }),
      response: { 200: Type.Union([SysSetting, SysProperty]) },
    },
  }, async (request) => {
    if (request.query.alias === PUBLIC_PROPERTY) {
      const code = request.headers['tenant-code'];
      if (typeof code !== 'string' || !code) throw badRequest('tenantCodeRequired');
      return getSysSetting(app.db, (await findActiveTenant(app.db, code)).id);
    }
    request.principal = await authenticate(app, request);
    return getSysProperty(app.db, member(request).tenantId, request.query.alias);
  });

  const typeKeyOf = (request: { query: { typeKey?: string }; body: { typeKey?: string } | null }) => {
    const typeKey = request.query.typeKey ?? request.body?.typeKey;
    if (!typeKey) throw badRequest('badRequest', { detail: 'typeKey' });
    return typeKey;
  };
  app.post('/sys/dataDict/v1/getByTypeKeyForComBo', {
    schema: {
      tags, summary: 'One dictionary as combo-box options', querystring: TypeKey, body: Type.Union([TypeKey, Type.Null()]),
      response: { 200: Type.Array(DictItem) },
    },
  }, (request) => listDictItems(app.db, principalOf(request), request.lang, typeKeyOf(request)));

  app.post('/sys/dataDict/v1/all/dict', {
    schema: { tags, summary: 'Every dictionary, with its version', body: Type.Union([Type.Object({}), Type.Null()]), response: { 200: AllDicts } },
  }, (request) => getAllDicts(app.db, principalOf(request), request.lang));

  await dictAdminRoutes(plain);
}
