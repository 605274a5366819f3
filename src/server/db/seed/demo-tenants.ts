import type { TenantTable } from '../schema.ts';

export interface DemoTenant {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  typeCode: TenantTable['type_code'];
  /** Colour of the generated logo. */
  colour: string;
  /** Password strategy: rule 1 = length only. */
  strategy: { enable: boolean; pwdRule: 1 | 2 | 3 | 4; pwdLength: number };
}

/** The tenants of api-conventions.md ("Demo data"), plus the platform tenant -1. */
export const DEMO_TENANTS: DemoTenant[] = [
  { id: -1, code: 'platform', name: '专利管理平台', nameEn: 'Patent Platform', typeCode: 'platform', colour: '#165dff',
    strategy: { enable: true, pwdRule: 2, pwdLength: 8 } },
  { id: 1, code: 'univ', name: '示例大学', nameEn: 'Demo University', typeCode: 'university', colour: '#b71c1c',
    strategy: { enable: true, pwdRule: 3, pwdLength: 8 } },
  { id: 2, code: 'corp', name: '示例科技有限公司', nameEn: 'Demo Tech Co.', typeCode: 'enterprise', colour: '#0e7c66',
    strategy: { enable: true, pwdRule: 4, pwdLength: 8 } },
  { id: 3, code: 'inst', name: '示例研究院', nameEn: 'Demo Research Institute', typeCode: 'research', colour: '#6a1b9a',
    strategy: { enable: false, pwdRule: 1, pwdLength: 6 } },
];

/** A small SVG logo (a rounded square with the tenant's first character) as a data URI. */
export function tenantLogo(t: Pick<DemoTenant, 'name' | 'colour'>): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">`
    + `<rect width="64" height="64" rx="14" fill="${t.colour}"/>`
    + `<text x="32" y="43" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">${t.name.charAt(0)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
