import { Type, type Static } from '@sinclair/typebox';
import { StatusCounts } from './patents.ts';
import { Count, StreamTicket } from './workflow.ts';

/** Where the floating workbench was dropped: its top-left corner in CSS pixels from the viewport's top-left. */
export const WorkbenchPosition = Type.Object({
  x: Type.Integer({ minimum: 0, maximum: 20000 }),
  y: Type.Integer({ minimum: 0, maximum: 20000 }),
}, { additionalProperties: false });
export type WorkbenchPosition = Static<typeof WorkbenchPosition>;

/** The floating workbench as the server lets the caller see it (null when it is hidden for them). */
export const HomeWorkbench = Type.Object({
  /** To-do and unread counters (not for role yk or accounts containing yk). */
  counters: Type.Boolean(),
  /** The to-do entry (hidden for the tenants in sysSetting.hideTodoTenants). */
  todoEntry: Type.Boolean(),
  /** The caller's to-dos now (null without counters); later values come from the counters' stream. */
  todo: Type.Union([Count, Type.Null()]),
  /** The caller's unread messages now (null without counters); later values come from the counters' stream (unreadBy.messages). */
  unreadMessages: Type.Union([Count, Type.Null()]),
  /** A single-use ticket for the counters' event stream (null without counters). */
  stream: Type.Union([StreamTicket, Type.Null()]),
  /** Where the caller last dropped the workbench (null: never moved). */
  position: Type.Union([WorkbenchPosition, Type.Null()]),
});
export type HomeWorkbench = Static<typeof HomeWorkbench>;

/**
 * GET /api/v1/home/summary (front host): everything the home page shows beside its columns, in one call: the
 * seven statistic tiles and the workbench (null for the visitor and the roles in sysSetting.hideWorkbenchRoles).
 */
export const HomeSummary = Type.Object({
  tiles: StatusCounts,
  workbench: Type.Union([HomeWorkbench, Type.Null()]),
});
export type HomeSummary = Static<typeof HomeSummary>;

export const HOME_SUMMARY_PATH = '/api/v1/home/summary';
/** PUT with a WorkbenchPosition: remembers where the caller dropped the workbench. */
export const WORKBENCH_POSITION_PATH = '/api/v1/home/workbench/position';
