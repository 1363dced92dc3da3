import { describe, expect, it } from '@jest/globals';
import { userFlags } from './user-flags.js';

describe('userFlags (spec 1 §4 user flags)', () => {
  it('has every flag off without groups', () => {
    expect(userFlags([])).toEqual({
      isFundamentalsStudent: false,
      isActiveFundamentalsStudent: false,
      isCorporateFundamentalsStudent: false,
    });
  });

  it('isFundamentalsStudent: any FUNDAMENTALS_CLASS group, whatever its status', () => {
    expect(userFlags([{ type: 'FUNDAMENTALS_CLASS', status: 'ARCHIVED' }])).toEqual({
      isFundamentalsStudent: true,
      isActiveFundamentalsStudent: false,
      isCorporateFundamentalsStudent: false,
    });
  });

  it.each([
    'FUNDAMENTALS_CLASS',
    'FUNDAMENTALS_POD',
    'PROFESSIONAL_L1_CLASS',
    'FUNDAMENTALS_L2_CLASS',
    'CUSTOM_WORKSHOP',
  ])('isActiveFundamentalsStudent: an ACTIVE %s group', (type) => {
    expect(userFlags([{ type, status: 'ACTIVE' }]).isActiveFundamentalsStudent).toBe(true);
    expect(userFlags([{ type, status: 'INACTIVE' }]).isActiveFundamentalsStudent).toBe(false);
  });

  it.each(['CORPORATE_FUNDAMENTALS_CLASS', 'PRIVATE_COACHING_POD'])(
    'an ACTIVE %s group is no active fundamentals group',
    (type) => {
      expect(userFlags([{ type, status: 'ACTIVE' }]).isActiveFundamentalsStudent).toBe(false);
    },
  );

  it('isCorporateFundamentalsStudent: a CORPORATE_FUNDAMENTALS_CLASS group', () => {
    expect(userFlags([{ type: 'CORPORATE_FUNDAMENTALS_CLASS', status: 'INACTIVE' }])).toEqual({
      isFundamentalsStudent: false,
      isActiveFundamentalsStudent: false,
      isCorporateFundamentalsStudent: true,
    });
  });
});
