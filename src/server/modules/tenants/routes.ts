import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { TenantBackground, TenantDetail, TenantInfo } from '../../../common/api/tenants.ts';
import { PageOf } from '../../../common/query/page.ts';
import { QueryFilter } from '../../../common/query/query-filter.ts';
import { principalOf } from '../../lib/context.ts';
import { getTenant } from './get-tenant.ts';
import { getTenantBackground } from './get-tenant-background.ts';
import { getTenantByCode } from './get-tenant-by-code.ts';
import { listTenants, TenantRow } from './list-tenants.ts';

const tags = ['tenants'];
const CodeQuery = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });

/** Tenant lookups of the sign-in page (public) and tenant management (`/uc/tenantManage/v1/...`). */
export async function tenantRoutes(plain: FastifyInstance): Promise<void> {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/uc/tenantManage/v1';

  app.get(`${base}/getTenantByCode`, {
    config: { public: true },
    schema: { tags, summary: 'A tenant by code (sign-in page)', security: [], querystring: CodeQuery, response: { 200: TenantInfo } },
  }, (request) => getTenantByCode(app.db, request.query.code));

  app.get(`${base}/getTenantBackgroundByCode`, {
    config: { public: true },
    schema: { tags, summary: 'The sign-in background of a tenant', security: [], querystring: CodeQuery, response: { 200: TenantBackground } },
  }, (request) => getTenantBackground(app.db, request.query.code));

  app.get(`${base}/getJson`, {
    schema: { tags, summary: "The caller's tenant", querystring: Type.Object({ id: Type.Integer() }), response: { 200: TenantDetail } },
  }, (request) => getTenant(app.db, principalOf(request), request.query.id));

  app.post(`${base}/listJson`, {
    schema: { tags, summary: 'All tenants (platform administrators)', body: QueryFilter, response: { 200: PageOf(TenantRow) } },
  }, (request) => listTenants(app.db, principalOf(request), request.body));
}
