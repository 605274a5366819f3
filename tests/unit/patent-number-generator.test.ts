import { describe, expect, it } from 'vitest';
import { LEGAL_STATUSES } from '../../src/common/enums/legal-status.ts';
import { PATENT_TYPES } from '../../src/common/enums/patent-type.ts';
import { parseApplicationNo } from '../../src/common/patents/application-number.ts';
import { parsePublicationNo } from '../../src/common/patents/publication-number.ts';
import { LEGAL_STATUS_PHASE } from '../../src/common/patents/status-tiles.ts';
import { generatePatents, REFERENCE_DATE } from '../../src/server/patents-data/generate-patents.ts';

const orgs = [
  { id: 1, code: 'cs', name: '计算机科学与技术学院', kind: 'college', parentId: null },
  { id: 2, code: 'cs-ai', name: '人工智能研究组', kind: 'group', parentId: 1 },
  { id: 3, code: 'mse', name: '材料科学与工程学院', kind: 'college', parentId: null },
  { id: 4, code: 'mse-battery', name: '新能源电池课题组', kind: 'group', parentId: 3 },
];
const options = { tenantId: 1, tenantName: '示例大学', seed: 11, count: 400, orgs, people: [{ fullname: '张伟', orgId: 2, share: 0.08 }] };

describe('demo patent generator', () => {
  const patents = generatePatents(options);

  it('gives the same patents for the same seed', () => {
    expect(generatePatents(options)).toEqual(patents);
    expect(generatePatents({ ...options, seed: 12 })[30]!.patent.name).not.toBe(patents[30]!.patent.name);
  });

  it('covers every legal status and type', () => {
    expect(new Set(patents.map((p) => p.patent.legal_status))).toEqual(new Set(Object.keys(LEGAL_STATUSES)));
    expect(new Set(patents.map((p) => p.patent.type))).toEqual(new Set(Object.keys(PATENT_TYPES)));
  });

  it('writes valid, unique application numbers and publication numbers that fit date and type', () => {
    expect(new Set(patents.map((p) => p.patent.application_no)).size).toBe(patents.length);
    for (const { patent } of patents) {
      expect(parseApplicationNo(patent.application_no).ok, patent.application_no).toBe(true);
      expect(patent.application_no.slice(2, 6)).toBe(String(patent.application_date).slice(0, 4));
      if (patent.publication_no) {
        expect(parsePublicationNo(patent.publication_no, { date: String(patent.publication_date), type: patent.type }).ok, patent.publication_no).toBe(true);
      }
    }
  });

  it('keeps dates in order and in range, with the statutory term as expiry', () => {
    for (const { patent, events } of patents) {
      const applied = String(patent.application_date);
      expect(applied >= '2005-01-01' && applied <= REFERENCE_DATE).toBe(true);
      if (patent.publication_date) expect(String(patent.publication_date) >= applied).toBe(true);
      for (const e of events) expect(e.publicityDate >= applied && e.publicityDate <= REFERENCE_DATE, JSON.stringify(e)).toBe(true);
      const phase = LEGAL_STATUS_PHASE[patent.legal_status as keyof typeof LEGAL_STATUS_PHASE];
      if (phase === 'inForce' || phase === 'endedAfterGrant') {
        const years = patent.type === 'newKind' ? 10 : patent.type === 'exterior' ? (applied >= '2021-06-01' ? 15 : 10) : 20;
        expect(Number(String(patent.expiry_date).slice(0, 4)) - Number(applied.slice(0, 4))).toBe(years);
        if (phase === 'inForce') expect(String(patent.expiry_date) > REFERENCE_DATE).toBe(true);
        expect(events.some((e) => e.statusName === '授权')).toBe(true);
      } else {
        expect(patent.expiry_date).toBeNull();
      }
    }
  });

  it('puts the demo user 张伟 on some patents of his research group', () => {
    const his = patents.filter((p) => p.patent.inventors?.includes('张伟'));
    expect(his.length).toBeGreaterThan(10);
    expect(his.every((p) => p.patent.subject_id === 2 && p.patent.org_id === 1)).toBe(true);
  });
});
