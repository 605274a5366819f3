import { Type, type Static } from '@sinclair/typebox';
import { PageOf } from '../query/page.ts';

/** Portal messages (front host `/api/v1/message/...`): the workbench unread counter and the message list. */
export const UnreadCount = Type.Object({ count: Type.Integer() });
export type UnreadCount = Static<typeof UnreadCount>;

/** PUT /api/v1/message/change/{ids}/{status}: ids comma-separated; status 1 read, 0 unread. */
export const ChangeMessageParams = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 2000, pattern: '^[0-9]+(,[0-9]+)*$' }),
  status: Type.Union([Type.Literal('0'), Type.Literal('1')]),
});

export const MessageRow = Type.Object({
  id: Type.Integer(),
  type: Type.String({ description: 'system | share | bulletin | flow' }),
  subject: Type.String(),
  content: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
  senderName: Type.Union([Type.String(), Type.Null()]),
  isRead: Type.Boolean(),
  createTime: Type.String(),
});
export type MessageRow = Static<typeof MessageRow>;
export const MessagePage = PageOf(MessageRow);
