import { describe, expect, it } from '@jest/globals';
import { CLASS_SUBSCRIPTION_TYPES, planFromStored, planToStored, resolvePlan, type PlanCode } from './plan.js';

describe('planFromStored / planToStored', () => {
  it.each([
    ['free', 'free'],
    ['simulator', 'simulator'],
    ['trainings', 'trainings'],
    ['legacy_trainings', 'trainings'],
    ['free_trainings', 'trainings-free'],
    ['trainings-free', 'trainings-free'],
    ['coach', 'coach'],
    ['', null],
    [null, null],
    ['platinum', null],
    ['toString', null],
  ] as const)('reads stored %p as %p', (stored, expected) => {
    expect(planFromStored(stored)).toBe(expected);
  });

  it.each([
    ['trainings-free', 'free_trainings'],
    ['free', 'free'],
    ['simulator', 'simulator'],
    ['trainings', 'trainings'],
    ['coach', 'coach'],
  ] as const)('stores %p as %p, and reads it back', (plan, stored) => {
    expect(planToStored(plan)).toBe(stored);
    expect(planFromStored(planToStored(plan))).toBe(plan);
  });
});

describe('resolvePlan (spec 1 §4 plan resolution after login)', () => {
  it('knows the five subscription types of spec 1 §4', () => {
    expect(CLASS_SUBSCRIPTION_TYPES).toEqual(['RAPID', 'STARTER', 'UNLIMITED', 'PLATFORM', 'INFLUENCER']);
  });

  it.each(CLASS_SUBSCRIPTION_TYPES.map((type) => [type]))(
    'step 1: an ACTIVE %s subscription makes the plan trainings-free, whatever the own plan',
    (type) => {
      expect(resolvePlan({ subscriptions: [{ type, status: 'ACTIVE' }], plan: 'free' })).toBe('trainings-free');
      expect(resolvePlan({ subscriptions: [{ type, status: 'ACTIVE' }], plan: null, subscription: null })).toBe(
        'trainings-free',
      );
    },
  );

  const table: { name: string; input: Parameters<typeof resolvePlan>[0]; expected: PlanCode | null }[] = [
    {
      name: 'inactive subscriptions are ignored: the own plan is used',
      input: {
        subscriptions: [
          { type: 'RAPID', status: 'CANCELED' },
          { type: 'STARTER', status: 'PAST_DUE' },
          { type: 'UNLIMITED', status: 'ENDED' },
          { type: 'PLATFORM', status: 'active' },
        ],
        plan: 'trainings',
      },
      expected: 'trainings',
    },
    {
      name: 'an ACTIVE subscription of another type does not count',
      input: { subscriptions: [{ type: 'GIFT', status: 'ACTIVE' }], plan: 'coach' },
      expected: 'coach',
    },
    {
      name: 'one ACTIVE among inactive ones is enough',
      input: {
        subscriptions: [
          { type: 'RAPID', status: 'CANCELED' },
          { type: 'INFLUENCER', status: 'ACTIVE' },
        ],
        plan: 'trainings',
      },
      expected: 'trainings-free',
    },
    { name: 'step 2: the own plan field', input: { subscriptions: [], plan: 'simulator' }, expected: 'simulator' },
    {
      name: 'step 2: the own plan wins over the subscription object',
      input: { subscriptions: [], plan: 'free', subscription: { plan: 'coach' } },
      expected: 'free',
    },
    {
      name: 'step 2: stored free_trainings is trainings-free',
      input: { subscriptions: [], plan: 'free_trainings' },
      expected: 'trainings-free',
    },
    {
      name: 'step 3: no own plan → the subscription object',
      input: { subscriptions: [], plan: null, subscription: { plan: 'trainings' } },
      expected: 'trainings',
    },
    {
      name: 'step 3: the subscription object in stored form',
      input: { subscriptions: [], plan: null, subscription: { plan: 'free_trainings' } },
      expected: 'trainings-free',
    },
    {
      name: 'step 3: an unknown own plan falls through to the subscription object',
      input: { subscriptions: [], plan: 'gold', subscription: { plan: 'coach' } },
      expected: 'coach',
    },
    { name: 'nothing at all → no plan', input: { subscriptions: [], plan: null }, expected: null },
    {
      name: 'empty subscription object → no plan',
      input: { subscriptions: [{ type: 'RAPID', status: 'CANCELED' }], plan: null, subscription: { plan: null } },
      expected: null,
    },
  ];

  it.each(table)('$name', ({ input, expected }) => {
    expect(resolvePlan(input)).toBe(expected);
  });
});
