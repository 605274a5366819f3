import { describe, expect, it } from 'vitest';
import { keywordTokens, numberPrefix, searchTokens } from '../../src/common/patents/search-tokens.ts';
import { inTile, STATUS_TILES, TILE_RULES, type StatusTile } from '../../src/common/patents/status-tiles.ts';
import { LEGAL_STATUSES, type LegalStatus } from '../../src/common/enums/legal-status.ts';

describe('search tokens', () => {
  const stored = searchTokens(['一种锂离子电池正极材料', '张伟', '材料科学与工程学院']);

  it.each(['电池', '锂离子电池', '张伟', '工程学院', '正极材料'])('a stored text holds every token of its substring %s', (keyword) => {
    expect(keywordTokens(keyword).length).toBeGreaterThan(0);
    expect(keywordTokens(keyword).every((t) => stored.includes(t))).toBe(true);
  });

  it('a one-character Chinese keyword is its own token', () => {
    expect(keywordTokens('锂')).toEqual(['锂']);
    expect(stored).toContain('锂');
  });

  it('pieces never span two texts', () => {
    expect(stored).not.toContain('料张');
  });

  it('lower-cases ASCII like ILIKE does', () => {
    expect(keywordTokens('5G')).toEqual(['5g']);
    expect(searchTokens(['基于5G通信'])).toContain('5g');
  });

  it('a single Latin letter has no token', () => {
    expect(keywordTokens('a')).toEqual([]);
  });

  it('reads a number prefix with or without CN, dots and spaces', () => {
    expect(numberPrefix('CN2019 1012')).toBe('20191012');
    expect(numberPrefix('201910123456.X')).toBe('201910123456X');
    expect(numberPrefix('cn110123456a')).toBe('110123456A');
    expect(numberPrefix('电池')).toBeNull();
    expect(numberPrefix('7')).toBeNull();
  });
});

describe('status tiles', () => {
  const today = '2026-06-30';
  const patent = (legalStatus: LegalStatus, extra: Partial<{ expiryDate: string | null; operated: boolean; entrusted: boolean }> = {}) =>
    ({ legalStatus, expiryDate: null, operated: false, entrusted: false, ...extra });
  const tiles = (p: ReturnType<typeof patent>) => STATUS_TILES.filter((t) => inTile(t, p, today));

  it('has seven tiles with a rule each', () => {
    expect(STATUS_TILES).toHaveLength(7);
    expect(Object.keys(TILE_RULES).sort()).toEqual([...STATUS_TILES].sort());
  });

  it.each<[LegalStatus, Partial<{ expiryDate: string; operated: boolean; entrusted: boolean }>, StatusTile[]]>([
    ['examination', {}, ['applying', 'underreview']],
    ['accept', { entrusted: true }, ['applying', 'entrustedcase']],
    ['authorization', { expiryDate: '2030-01-01' }, ['applying', 'authorized', 'effective']],
    ['authorization', { expiryDate: '2020-01-01' }, ['applying', 'authorized', 'expired']],
    ['operate', { expiryDate: '2030-01-01' }, ['applying', 'authorized', 'effective', 'operated']],
    ['unpaidFee', { operated: true }, ['applying', 'authorized', 'operated', 'expired']],
    ['turndown', {}, ['applying', 'expired']],
    ['other', {}, ['applying']],
  ])('%s %j counts in %j', (status, extra, expected) => {
    expect(tiles(patent(status, extra))).toEqual(expected);
  });

  it('puts every legal status in applying and no status both effective and expired', () => {
    for (const status of Object.keys(LEGAL_STATUSES) as LegalStatus[]) {
      const found = tiles(patent(status));
      expect(found).toContain('applying');
      expect(found.includes('effective') && found.includes('expired')).toBe(false);
    }
  });
});
