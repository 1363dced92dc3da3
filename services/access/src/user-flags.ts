export interface GroupMembership {
  type: string;
  status: string;
}

export interface UserFlags {
  isFundamentalsStudent: boolean;
  isActiveFundamentalsStudent: boolean;
  isCorporateFundamentalsStudent: boolean;
}

/** Group types whose ACTIVE membership makes an active fundamentals student (spec 1 §4). */
export const ACTIVE_FUNDAMENTALS_GROUP_TYPES: readonly string[] = [
  'FUNDAMENTALS_CLASS',
  'FUNDAMENTALS_POD',
  'PROFESSIONAL_L1_CLASS',
  'FUNDAMENTALS_L2_CLASS',
  'CUSTOM_WORKSHOP',
];

/** The user flags of spec 1 §4 from the user's groups. */
export function userFlags(groups: readonly GroupMembership[]): UserFlags {
  return {
    isFundamentalsStudent: groups.some((g) => g.type === 'FUNDAMENTALS_CLASS'),
    isActiveFundamentalsStudent: groups.some(
      (g) => g.status === 'ACTIVE' && ACTIVE_FUNDAMENTALS_GROUP_TYPES.includes(g.type),
    ),
    isCorporateFundamentalsStudent: groups.some((g) => g.type === 'CORPORATE_FUNDAMENTALS_CLASS'),
  };
}
