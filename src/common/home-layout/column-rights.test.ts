import { describe, expect, it } from 'vitest';
import { mayUseColumn } from './column-rights.ts';

describe('column display rights', () => {
  it('lets in everyone, listed roles, and shuts out `!` roles', () => {
    expect(mayUseColumn({}, [])).toBe(true);
    expect(mayUseColumn({ displayRights: ['*'] }, [])).toBe(true);
    expect(mayUseColumn({ displayRights: ['IPgly'] }, ['ptyh'])).toBe(false);
    expect(mayUseColumn({ displayRights: ['IPgly', 'xld'] }, ['ptyh', 'xld'])).toBe(true);
    expect(mayUseColumn({ displayRights: ['!yk'] }, ['ptyh'])).toBe(true);
    expect(mayUseColumn({ displayRights: ['!yk'] }, ['yk'])).toBe(false);
    expect(mayUseColumn({ displayRights: ['!yk'] }, [])).toBe(true);
    expect(mayUseColumn({ displayRights: ['ptyh', '!dlr'] }, ['ptyh', 'dlr'])).toBe(false);
  });
});
