import { describe, expect, it } from 'vitest';
import type { MailPickItem, MailTreeNode } from '../../common/api/mail.ts';
import { recipientProblem, isMailAddress } from './compose-rules.ts';
import { firstFolder, folderOf, mailListFilter } from './folder-model.ts';
import { recipientKey, recipientOf } from './recipient-model.ts';
import { portProblem } from './setting-rules.ts';

const node = (id: string, parentId: string | null, setId: number, type: 1 | 2 | 3 | 4 | null): MailTreeNode => ({
  id, parentId, setId, type, name: id, unread: 0, total: 0, isDefault: false,
});
const TREE = [
  node('0', null, 0, null), node('0-1', '0', 0, 1), node('0-2', '0', 0, 2), node('0-3', '0', 0, 3), node('0-4', '0', 0, 4),
  node('7', null, 7, null), node('7-1', '7', 7, 1), node('7-4', '7', 7, 4),
];

describe('mail folders', () => {
  it('opens the internal inbox first, a mailbox root as its inbox, a folder as itself', () => {
    expect(firstFolder(TREE)?.id).toBe('0-1');
    expect(folderOf(TREE, '7')?.id).toBe('7-1');
    expect(folderOf(TREE, '7-4')?.id).toBe('7-4');
    expect(folderOf(TREE, 'gone')).toBeUndefined();
  });

  it('lists a folder of a mailbox by setId and type, with the keyword only when one is typed', () => {
    expect(mailListFilter(TREE[7]!, 2, 20, '')).toEqual({ pageBean: { page: 2, pageSize: 20, showTotal: true }, params: { setId: 7, type: 4 } });
    expect(mailListFilter(TREE[1]!, 1, 10, '专利').params).toEqual({ setId: 0, type: 1, keyword: '专利' });
  });
});

describe('recipients', () => {
  const user: MailPickItem = { kind: 'user', id: 12, name: '张三', address: 'staff2', email: 'zhang@example.com', orgName: '', pinyin: 'zhangsan', initials: 'zs' };
  const contact: MailPickItem = { kind: 'linkman', id: 3, name: 'Ann', address: 'ann@example.org', email: 'ann@example.org', orgName: '', pinyin: 'ann', initials: 'a' };
  const noMail: MailPickItem = { ...user, id: 13, email: '' };

  it('internal mail addresses users by id; external mail takes e-mail addresses of users and contacts', () => {
    expect(recipientOf(user, true)).toEqual({ name: '张三', address: 'staff2', userId: 12 });
    expect(recipientOf(contact, true)).toBeUndefined();
    expect(recipientOf(user, false)).toEqual({ name: '张三', address: 'zhang@example.com' });
    expect(recipientOf(noMail, false)).toBeUndefined();
    expect(recipientKey({ name: '', address: ' Ann@Example.org ' }, false)).toBe('ann@example.org');
    expect(recipientKey({ name: '张三', address: 'staff2', userId: 12 }, true)).toBe('user:12');
  });

  it('needs a To recipient to send, users for internal mail and valid addresses for external mail', () => {
    expect(recipientProblem(0, [], true)).toEqual({ reason: 'required' });
    expect(recipientProblem(0, [], false)).toBeUndefined();
    expect(recipientProblem(0, [{ name: 'x', address: 'x@example.com' }], true)).toEqual({ reason: 'notUsers', list: 'x' });
    expect(recipientProblem(0, [{ name: '张三', address: 'staff2', userId: 12 }], true)).toBeUndefined();
    expect(recipientProblem(7, [{ name: '', address: 'not-an-address' }, { name: '', address: 'a@b.cn' }], true)).toEqual({ reason: 'invalid', list: 'not-an-address' });
    expect(isMailAddress('a@b.cn')).toBe(true);
    expect(isMailAddress('a@b')).toBe(false);
    expect(isMailAddress('a b@c.cn')).toBe(false);
  });
});

describe('mailbox ports', () => {
  it('takes whole numbers from 1 to 65535', () => {
    expect(portProblem('993')).toBeUndefined();
    expect(portProblem('9a')).toBe('integer');
    expect(portProblem('')).toBe('integer');
    expect(portProblem('1.5')).toBe('integer');
    expect(portProblem('0')).toBe('range');
    expect(portProblem('70000')).toBe('range');
  });
});
