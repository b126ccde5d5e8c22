import { brands } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { type AccountFacts, guideGoal, guideSteps, stepState } from './steps.ts';

const fresh: AccountFacts = { hasPhone: false, profile: 'notFilled', balance: 0 };

describe('the getting-started guide', () => {
  it('leads brands with numbers to renting one through its three gates, and jiema to a code number', () => {
    expect(guideGoal(brands.pingme)).toBe('numbers');
    expect(guideSteps(brands.cloudnumber)).toEqual(['phone', 'profile', 'balance']);
    expect(guideGoal(brands.jiema)).toBe('verification');
    expect(guideSteps(brands.jiema)).toEqual(['balance']);
  });

  it('reads each step from the account: to do, in review, refused, done, or unknown while loading', () => {
    expect(guideSteps(brands.wetalk).map((step) => stepState(step, fresh))).toEqual(['todo', 'todo', 'todo']);
    const along: AccountFacts = { hasPhone: true, profile: 'reviewing', balance: 100_000 };
    expect(guideSteps(brands.wetalk).map((step) => stepState(step, along))).toEqual([
      'done',
      'waiting',
      'done',
    ]);
    expect(stepState('profile', { ...along, profile: 'needsUpdate' })).toBe('refused');
    expect(stepState('profile', { ...along, profile: 'verified' })).toBe('done');
    const loading: AccountFacts = { hasPhone: undefined, profile: undefined, balance: undefined };
    expect(guideSteps(brands.wetalk).map((step) => stepState(step, loading))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
