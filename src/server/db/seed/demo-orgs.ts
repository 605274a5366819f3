import type { OrgTable } from '../schema.ts';

export interface DemoOrg {
  code: string;
  name: string;
  nameEn: string;
  kind: OrgTable['kind'];
  children?: DemoOrg[];
}

const group = (code: string, name: string, nameEn: string): DemoOrg => ({ code, name, nameEn, kind: 'group' });

/** Organisation trees by tenant type: colleges with research groups, and functional departments. */
export const DEMO_ORGS: Record<'university' | 'enterprise' | 'research' | 'platform', DemoOrg[]> = {
  university: [
    { code: 'cs', name: '计算机科学与技术学院', nameEn: 'School of Computer Science', kind: 'college', children: [
      group('cs-ai', '人工智能研究组', 'AI Research Group'), group('cs-sec', '网络安全课题组', 'Cyber Security Group')] },
    { code: 'mse', name: '材料科学与工程学院', nameEn: 'School of Materials Science', kind: 'college', children: [
      group('mse-battery', '新能源电池课题组', 'New Energy Battery Group'), group('mse-nano', '纳米材料课题组', 'Nanomaterials Group')] },
    { code: 'me', name: '机械工程学院', nameEn: 'School of Mechanical Engineering', kind: 'college', children: [
      group('me-robot', '智能机器人课题组', 'Intelligent Robotics Group')] },
    { code: 'ee', name: '电子信息工程学院', nameEn: 'School of Electronic Information', kind: 'college', children: [
      group('ee-chip', '集成电路设计课题组', 'IC Design Group'), group('ee-comm', '无线通信课题组', 'Wireless Communication Group')] },
    { code: 'chem', name: '化学化工学院', nameEn: 'School of Chemistry and Chemical Engineering', kind: 'college', children: [
      group('chem-cat', '绿色催化课题组', 'Green Catalysis Group')] },
    { code: 'research-office', name: '科学技术研究院', nameEn: 'Research Office', kind: 'department' },
    { code: 'ip-centre', name: '知识产权中心', nameEn: 'IP Centre', kind: 'department' },
  ],
  enterprise: [
    { code: 'rd', name: '研发中心', nameEn: 'R&D Centre', kind: 'department', children: [
      group('rd-power', '电源产品部', 'Power Products'), group('rd-soft', '软件平台部', 'Software Platform')] },
    { code: 'manufacturing', name: '智能制造事业部', nameEn: 'Smart Manufacturing Division', kind: 'department', children: [
      group('mf-process', '工艺技术组', 'Process Technology')] },
    { code: 'ip-dept', name: '知识产权部', nameEn: 'IP Department', kind: 'department' },
    { code: 'market', name: '市场部', nameEn: 'Marketing', kind: 'department' },
  ],
  research: [
    { code: 'photonics', name: '光电技术研究所', nameEn: 'Institute of Photonics', kind: 'department', children: [
      group('ph-laser', '激光器件课题组', 'Laser Devices Group')] },
    { code: 'bio', name: '生物医药研究所', nameEn: 'Institute of Biomedicine', kind: 'department', children: [
      group('bio-drug', '新药研发课题组', 'Drug Discovery Group')] },
    { code: 'energy', name: '能源环境研究所', nameEn: 'Institute of Energy and Environment', kind: 'department', children: [
      group('en-h2', '氢能课题组', 'Hydrogen Energy Group')] },
    { code: 'tech-transfer', name: '成果转化处', nameEn: 'Technology Transfer Office', kind: 'department' },
  ],
  platform: [
    { code: 'operations', name: '平台运营部', nameEn: 'Platform Operations', kind: 'department' },
  ],
};
