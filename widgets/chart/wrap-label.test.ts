import { describe, expect, it } from 'vitest';
import { wrapLabel } from './wrap-label.ts';

describe('wrapLabel', () => {
  it('cuts Chinese text every 10 characters', () => {
    expect(wrapLabel('新能源材料与器件研究中心联合实验室')).toBe('新能源材料与器件研究\n中心联合实验室');
    expect(wrapLabel('发明专利')).toBe('发明专利');
  });

  it('breaks English between words (a letter takes half a Chinese character\'s room), cutting only words longer than a line', () => {
    expect(wrapLabel('Substantive examination')).toBe('Substantive\nexamination');
    expect(wrapLabel('School of Electronic Information')).toBe('School of Electronic\nInformation');
    expect(wrapLabel('Utility model')).toBe('Utility model');
    expect(wrapLabel('Pneumonoultramicroscopicsilicovolcanoconiosis')).toBe('Pneumonoultramicrosc\nopicsilicovolcanocon\niosis');
  });
});
