import type { LegalStatus } from '../../common/enums/legal-status.ts';
import { dotted } from './dates.ts';

export interface LegalEvent {
  publicityDate: string;
  statusName: string;
  statusInfo: string;
}

export interface PatentTimeline {
  legalStatus: LegalStatus;
  isInvention: boolean;
  applicationDate: string;
  mainIpc: string;
  /** Pre-grant publication (invention): number and date. */
  published?: { no: string; date: string };
  granted?: { no: string; date: string };
  /** When the final status took effect (end of rights, withdrawal, licence...). */
  statusDate?: string;
}

/** The legal-status notices (法律状态公告) a patent in that status would have, oldest first. */
export function legalEvents(t: PatentTimeline): LegalEvent[] {
  const events: LegalEvent[] = [];
  const head = `IPC(主分类)：${t.mainIpc}；申请日：${dotted(t.applicationDate)}`;
  const add = (date: string | undefined, statusName: string, statusInfo: string) => {
    if (date) events.push({ publicityDate: date, statusName, statusInfo });
  };
  add(t.published?.date, '公开', `公开号：${t.published?.no ?? ''}；${head}`);
  if (t.isInvention && t.published && t.legalStatus !== 'public') {
    add(t.published.date, '实质审查的生效', head);
  }
  add(t.granted?.date, '授权', `授权公告号：${t.granted?.no ?? ''}；授权公告日：${dotted(t.granted?.date ?? '')}`);
  const at = t.statusDate;
  switch (t.legalStatus) {
    case 'accept': add(t.applicationDate, '申请受理', `${head}；受理通知书已发出`); break;
    case 'review': add(at, '初步审查', `${head}；初步审查进行中`); break;
    case 'abort': add(at, '中止', '请求中止有关程序：权属纠纷'); break;
    case 'operate': add(at, '专利实施许可合同备案的生效', `合同备案号：X${at?.slice(0, 4)}990000${at?.slice(5, 7)}；许可种类：普通许可；备案日期：${dotted(at ?? '')}`); break;
    case 'partInvalid': add(at, '专利权的无效宣告', `专利权部分无效；维持有效的权利要求：1-3；决定日：${dotted(at ?? '')}`); break;
    case 'recover':
      add(at, '专利权的终止', `未缴年费专利权终止；${head}`);
      add(at, '专利权的恢复', `恢复日期：${dotted(at ?? '')}`);
      break;
    case 'expires': add(at, '专利权的终止', `专利权有效期届满；${head}`); break;
    case 'unpaidFee': add(at, '专利权的终止', `未缴年费专利权终止；${head}；授权公告日：${dotted(t.granted?.date ?? '')}；终止日期：${dotted(at ?? '')}`); break;
    case 'claimLapse': add(at, '专利权的终止', `专利权人声明放弃专利权；终止日期：${dotted(at ?? '')}`); break;
    case 'termination': add(at, '专利权的终止', `专利权终止；${head}`); break;
    case 'allInvalid': add(at, '专利权的无效宣告', `专利权全部无效；决定日：${dotted(at ?? '')}`); break;
    case 'weightGiveup': add(at, '避免重复授权放弃专利权', `放弃生效日：${dotted(at ?? '')}`); break;
    case 'withdraw': add(at, t.published ? '发明专利申请公布后的视为撤回' : '专利申请的视为撤回', head); break;
    case 'turndown': add(at, t.published ? '发明专利申请公布后的驳回' : '专利申请的驳回', head); break;
    case 'applyLapse': add(at, '专利申请权的终止', `申请终止；${head}`); break;
    case 'giveup': add(at, '专利申请的视为放弃', head); break;
    case 'other': add(at ?? t.applicationDate, '著录事项变更', '申请人地址变更'); break;
    default: break;
  }
  return events.sort((a, b) => a.publicityDate.localeCompare(b.publicityDate));
}
