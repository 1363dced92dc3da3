/**
 * Whether the coach can open a member's history, and what the row says when something is missing (ADR 0035). Spec 3
 * §2.7 links members 'when the member has gender in metadata': gender is the mark of a filled-in profile page, which
 * the first snapshot normally brings. A member with snapshots but no gender (an account whose profile was cleared,
 * or whose first snapshot came without the profile page) still has a history to read, so the link shows; the row
 * says the profile is missing. A member with neither has nothing to open.
 */
export function podMemberHistory(member: { hasProfile: boolean; snapshotCount: number }): {
  linked: boolean;
  note: string | null;
} {
  if (member.snapshotCount === 0) return { linked: member.hasProfile, note: 'No snapshot yet' };
  return { linked: true, note: member.hasProfile ? null : 'Profile details not filled in' };
}
