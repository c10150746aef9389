import { describe, expect, test } from 'vitest';
import { breakpointOf, isMobileBreakpoint, mobileMaxWidth } from '../../../src/lib/breakpoints.ts';

// spec §9: small 0-599, medium 600-899, normal 900-1299, large 1300 and up.

describe('breakpointOf', () => {
  test.each([
    [0, 'small'],
    [375, 'small'],
    [599, 'small'],
    [600, 'medium'],
    [899, 'medium'],
    [900, 'normal'],
    [1299, 'normal'],
    [1300, 'large'],
    [2560, 'large'],
  ] as const)('%i px is %s', (width, breakpoint) => {
    expect(breakpointOf(width)).toBe(breakpoint);
  });
});

describe('mobile', () => {
  test('small and medium are mobile: the header collapses into drawers below 900 px', () => {
    expect(isMobileBreakpoint('small')).toBe(true);
    expect(isMobileBreakpoint('medium')).toBe(true);
    expect(isMobileBreakpoint('normal')).toBe(false);
    expect(isMobileBreakpoint('large')).toBe(false);
    expect(mobileMaxWidth).toBe(899);
  });
});
