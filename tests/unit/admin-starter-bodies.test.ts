import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../../src/common/definitions/validate-definition.ts';
import { DEFINITION_KINDS } from '../../src/common/definitions/versions.ts';
import { starterBody } from '../../src/pages/admin/definitions/starter-bodies.ts';

describe('definition editor: starter bodies', () => {
  it.each(DEFINITION_KINDS)('gives a new %s definition a body its meta schema accepts', (kind) => {
    const body = starterBody(kind, { key: 'visitRecord', nameZh: '来访记录', nameEn: 'Visit records' });
    expect(validateDefinition(kind, body)).toEqual([]);
  });
});
