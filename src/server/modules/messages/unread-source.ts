import { registerUnreadSource } from '../home/unread-sources.ts';
import { countUnread } from './messages.ts';

/** The caller's unread internal messages count toward the workbench's pushed unread counter. */
registerUnreadSource('messages', async (db, principal) => (await countUnread(db, principal)).count);
