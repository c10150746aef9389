/** Resolves with `performance.now()` at the next `type` event on `target`. */
export function nextEventTime(target: EventTarget, type: string): Promise<number> {
  return new Promise((resolve) => {
    target.addEventListener(type, () => resolve(performance.now()), { once: true });
  });
}

/** Resolves with `performance.now()` when `element` gains (or loses) `className`. */
export function classChangeTime(
  element: Element,
  className: string,
  present: boolean,
): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (element.classList.contains(className) !== present) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(element, { attributes: true, attributeFilter: ['class'] });
  });
}
