// Breakpoints of spec §9: small 0-599, medium 600-899, normal 900-1299,
// large 1300 and up.

export const breakpoints = ['small', 'medium', 'normal', 'large'] as const;

export type Breakpoint = (typeof breakpoints)[number];

/** The smallest viewport width, in CSS pixels, of each breakpoint. */
export const breakpointMinWidth: Record<Breakpoint, number> = {
  small: 0,
  medium: 600,
  normal: 900,
  large: 1300,
};

/**
 * "Mobile" is small and medium: below 900 px the header collapses its
 * navigation into the left drawer and its account menu into the right drawer.
 * At 900 px and wider both drawers close (spec §2, §9).
 */
export const mobileMaxWidth = breakpointMinWidth.normal - 1;

export function breakpointOf(width: number): Breakpoint {
  if (width >= breakpointMinWidth.large) return 'large';
  if (width >= breakpointMinWidth.normal) return 'normal';
  if (width >= breakpointMinWidth.medium) return 'medium';
  return 'small';
}

export function isMobileBreakpoint(breakpoint: Breakpoint): boolean {
  return breakpoint === 'small' || breakpoint === 'medium';
}
