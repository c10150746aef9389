// The popup constants of spec §4 and §9, in one place. The CSS durations are
// mirrored as custom properties in src/islands/styles/tokens.css.

/** A tooltip shows this long after the pointer enters its trigger. */
export const tooltipShowDelayMs = 200;
/** A tooltip hides this long after the pointer leaves trigger and tooltip. */
export const tooltipHideDelayMs = 200;
/** Hover cards fade in and out with a transition of this length. */
export const hoverCardTransitionMs = 200;
/** Hover cards play an entrance animation of this length. */
export const hoverCardAnimationMs = 300;
/** Dropdowns keep this far from every viewport edge. */
export const popupViewportMarginPx = 50;
/** Dropdowns and tooltips stack at this z-index. */
export const popupZIndex = 99;
/** Scrolling repositions open popups at most once per this quiet period. */
export const scrollRepositionDebounceMs = 50;
