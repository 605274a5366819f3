import { describe, expect, it } from 'vitest';
import { popupFeatures } from './open-window.ts';

describe('popupFeatures', () => {
  it('sizes the popup 80% x 90% of the screen and centres it', () => {
    expect(popupFeatures({ width: 1920, height: 1080 })).toBe('popup=yes,width=1536,height=972,left=192,top=54,resizable=yes,scrollbars=yes');
  });

  it('centres on a second screen by its offset', () => {
    expect(popupFeatures({ width: 1000, height: 800, left: 1920, top: 0 })).toContain('left=2020,top=40');
  });
});
