import { describe, expect, it } from '@jest/globals';
import { podMemberHistory } from './pod-member';

describe("the coach's pod overview: whose history opens (spec 3 §2.7, ADR 0035)", () => {
  it('opens a member with a snapshot and a score but no gender, and says the profile is missing (issue 29 §9)', () => {
    expect(podMemberHistory({ hasProfile: false, snapshotCount: 2 })).toEqual({
      linked: true,
      note: 'Profile details not filled in',
    });
  });

  it('opens a member with gender in metadata, as the spec says', () => {
    expect(podMemberHistory({ hasProfile: true, snapshotCount: 1 })).toEqual({ linked: true, note: null });
    expect(podMemberHistory({ hasProfile: true, snapshotCount: 0 })).toEqual({
      linked: true,
      note: 'No snapshot yet',
    });
  });

  it('has nothing to open for a member with neither', () => {
    expect(podMemberHistory({ hasProfile: false, snapshotCount: 0 })).toEqual({
      linked: false,
      note: 'No snapshot yet',
    });
  });
});
