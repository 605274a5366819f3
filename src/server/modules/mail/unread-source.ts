import { withTenant } from '../../db/database.ts';
import { registerUnreadSource } from '../home/unread-sources.ts';
import { unreadMailCount } from './mail-tree.ts';

/** The caller's unread inbox mails (internal and synced) count toward the workbench's pushed unread counter. */
registerUnreadSource('mail', (db, principal) => withTenant(db, principal.tenantId, (tx) => unreadMailCount(tx, principal)));
