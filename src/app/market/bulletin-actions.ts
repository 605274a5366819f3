import { Message } from '@arco-design/web-react';
import type { RowAction } from '../../engine/list/extensions/types.ts';
import type { ApiClient } from '../api/client.ts';
import { deleteBulletin, setBulletinStatus, setBulletinTop, type CommandReply } from '../api/patents.ts';

const command = (call: (id: number) => Promise<CommandReply>): RowAction => ({
  run: async ({ row, reload }) => {
    const reply = await call(Number(row.id));
    Message.success(reply.message);
    reload();
  },
});

/** The row actions of 公告管理 (template ggdl): publish, withdraw, pin, unpin and delete; the server checks bulletin:manage. */
export function bulletinActions(api: ApiClient): Record<string, RowAction> {
  return {
    bulletinPublish: command((id) => setBulletinStatus(api, id, 1)),
    bulletinWithdraw: command((id) => setBulletinStatus(api, id, 0)),
    bulletinPin: command((id) => setBulletinTop(api, id, 1)),
    bulletinUnpin: command((id) => setBulletinTop(api, id, 0)),
    bulletinDelete: command((id) => deleteBulletin(api, id)),
  };
}
