import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ColumnBatch, ColumnChoice, HOME_COLUMN_BASE, HOME_LAYOUT_BASE, LayoutFailure, LayoutSaved, MyLayout, SaveMyLayout,
} from '../../../common/api/home-layout.ts';
import { badRequest } from '../../lib/app-error.ts';
import { principalOf } from '../../lib/context.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { ok } from '../../lib/reply.ts';
import { columnChoices, columnsByAliases } from './read-columns.ts';
import { firstCardData } from './column-data.ts';
import { readMyLayout, saveMyLayout } from './my-layout.ts';

const tags = ['home'];
const ALIAS = /^[A-Za-z][A-Za-z0-9_-]{0,62}$/;
/** A layout holds at most 100 columns (layout.schema.json). */
const MAX_ALIASES = 100;

/** The home page's columns (by alias, batched) and the caller's layout (`/api/portal/portal/...`). */
export async function homeLayoutRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = fastify.db;

  app.get(`${HOME_COLUMN_BASE}/getByAliases`, {
    schema: {
      tags, summary: 'Columns by alias (comma-joined); the ones the caller may not see are left out, unknown ones listed in missing. preview=true (administrators) ignores displayRights',
      querystring: Type.Object({
        aliases: Type.String({ maxLength: 6500 }),
        preview: Type.Optional(Type.Boolean()),
        data: Type.Optional(Type.Boolean({ description: "with each card's first data (the reply of the call it makes at load)" })),
        offset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840, description: "the browser's offset from UTC in minutes (the meetings card's today)" })),
      }),
      response: { 200: ColumnBatch, '4xx': LayoutFailure },
    },
  }, async (request) => {
    const aliases = request.query.aliases.split(',').map((a) => a.trim()).filter(Boolean);
    if (aliases.length > MAX_ALIASES || aliases.some((a) => !ALIAS.test(a))) throw badRequest('badRequest');
    const batch = await columnsByAliases(db, principalOf(request), aliases, request.query.preview === true);
    if (!request.query.data) return batch;
    return { ...batch, data: await firstCardData(fastify, request, batch.columns, request.query.offset ?? 0) };
  });

  app.get(`${HOME_COLUMN_BASE}/list`, {
    schema: { tags, summary: 'Every column the caller may place on a layout', response: { 200: Type.Array(ColumnChoice), '4xx': LayoutFailure } },
  }, (request) => columnChoices(db, principalOf(request), request.lang));

  app.get(`${HOME_LAYOUT_BASE}/designMyLayout`, {
    schema: { tags, summary: "The caller's home layout: their own, else the tenant's default, else the shipped one", response: { 200: MyLayout, '4xx': LayoutFailure } },
  }, (request) => readMyLayout(db, principalOf(request)));

  app.post(`${HOME_LAYOUT_BASE}/saveMyLayout`, {
    schema: {
      tags, summary: "Saves the caller's own layout as its next version (baseVersion: the version edited, 0 for none; else 409; invalid: 400 with errors)",
      body: SaveMyLayout, response: { 200: LayoutSaved, '4xx': LayoutFailure },
    },
  }, async (request) => ok(translatorFor(request.lang)('saved'), await saveMyLayout(db, principalOf(request), request.body, request.lang)));
}
