/**
 * The English names of the legal-status notices (法律状态公告) of the CNIPA gazette that patent records carry, by
 * their Chinese name. A notice name not listed here is shown as recorded.
 */
export const LEGAL_EVENT_NAMES_EN: Readonly<Record<string, string>> = {
  公开: 'Publication',
  实质审查的生效: 'Entry into force of request for substantive examination',
  实质审查: 'Substantive examination',
  授权: 'Grant',
  申请受理: 'Application accepted',
  初步审查: 'Preliminary examination',
  中止: 'Suspension of proceedings',
  专利实施许可合同备案的生效: 'Recordal of a patent licence contract',
  专利权的无效宣告: 'Invalidation of the patent right',
  专利权的终止: 'Termination of the patent right',
  专利权的恢复: 'Restoration of the patent right',
  避免重复授权放弃专利权: 'Patent right abandoned to avoid double patenting',
  发明专利申请公布后的视为撤回: 'Application deemed withdrawn after publication',
  专利申请的视为撤回: 'Application deemed withdrawn',
  发明专利申请公布后的驳回: 'Application rejected after publication',
  专利申请的驳回: 'Application rejected',
  专利申请权的终止: 'Termination of the right to apply',
  专利申请的视为放弃: 'Application deemed abandoned',
  著录事项变更: 'Change of bibliographic data',
};

/** A legal-status notice's name in `lang` (the recorded name outside en-US and where no English name is known). */
export function legalEventName(name: string, lang: string): string {
  return lang === 'en-US' ? (Object.hasOwn(LEGAL_EVENT_NAMES_EN, name) ? LEGAL_EVENT_NAMES_EN[name]! : name) : name;
}
