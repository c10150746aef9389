// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  hasStarted,
  joinGroup,
  startGroup,
} from '../../../../src/microsite/hydration/hydration-groups.ts';

// The header and the drawer hydrate together (the header's menu button drives
// the drawer through a shared store once React runs): the first interaction
// with either hydrates both, and a member joining later hydrates at once.

let groupCount = 0;
const freshGroup = () => `test-group-${(groupCount += 1)}`;

describe('hydration groups', () => {
  it('hydrates every member on the first start, and only once', () => {
    const group = freshGroup();
    const hydrated: string[] = [];
    joinGroup(group, document.createElement('div'), () => hydrated.push('header'));
    joinGroup(group, document.createElement('div'), () => hydrated.push('drawer'));
    expect(hydrated).toEqual([]);
    expect(hasStarted(group)).toBe(false);
    startGroup(group);
    startGroup(group);
    expect(hydrated).toEqual(['header', 'drawer']);
    expect(hasStarted(group)).toBe(true);
  });

  it('hydrates a member that joins after the start at once', () => {
    const group = freshGroup();
    startGroup(group);
    const hydrated: string[] = [];
    joinGroup(group, document.createElement('div'), () => hydrated.push('late'));
    expect(hydrated).toEqual(['late']);
  });

  it('keeps one entry per island: an island the router moves joins again and replaces itself', () => {
    const group = freshGroup();
    const island = document.createElement('div');
    const hydrated: string[] = [];
    joinGroup(group, island, () => hydrated.push('before the move'));
    joinGroup(group, island, () => hydrated.push('after the move'));
    startGroup(group);
    expect(hydrated).toEqual(['after the move']);
  });

  it('keeps groups apart', () => {
    const [one, two] = [freshGroup(), freshGroup()];
    const hydrated: string[] = [];
    joinGroup(one, document.createElement('div'), () => hydrated.push('one'));
    joinGroup(two, document.createElement('div'), () => hydrated.push('two'));
    startGroup(two);
    expect(hydrated).toEqual(['two']);
  });
});
