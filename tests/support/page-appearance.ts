/**
 * Run in a page: draws what it lays out only near the screen
 * (content-visibility: auto) as the reader sees it once there. A checker that
 * reads the drawn page (axe finds a text's background by hit testing, a box is
 * measured) finds nothing drawn off screen but an estimate.
 */
export function drawWholePage(): void {
  for (const element of document.querySelectorAll<HTMLElement>('body *'))
    if (getComputedStyle(element).contentVisibility === 'auto')
      element.style.contentVisibility = 'visible';
}

// Run in a page (by Playwright or the engine drivers, which serialise it: it
// uses nothing from its module): how the microsite's chrome and content are
// styled and laid out, once the fonts and the images on screen are in, as a
// few properties of each element. Two pages that give the same list look the
// same; the router's navigation documents must give the page a first visit
// shows. An image not yet decoded can have another height (Firefox lays out
// the lazy images on screen at another height until then, after the load
// event): the images on screen are decoded first (5 s at most: a broken one
// never is). What the page draws only near the screen (content-visibility:
// auto, src/microsite/styles/rendered-on-approach.css) has an estimated height
// until drawn: the callers draw the page whole first (drawWholePage).
export async function pageAppearance(): Promise<string[]> {
  await document.fonts.ready;
  const onScreen = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.top < innerHeight && box.bottom > 0;
  };
  const decoding = [...document.images]
    .filter(onScreen)
    .map((image) => image.decode().catch(() => undefined));
  await Promise.race([Promise.all(decoding), new Promise((settled) => setTimeout(settled, 5000))]);
  await new Promise((settled) => requestAnimationFrame(settled));
  return [
    ...document.querySelectorAll('header.site-header *, .awards-bar *, main *, footer *'),
  ].map((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return [
      element.tagName,
      style.color,
      style.backgroundColor,
      style.fontSize,
      style.fontWeight,
      style.display,
      style.margin,
      style.padding,
      Math.round(box.width),
      Math.round(box.height),
    ].join(' ');
  });
}

/** What runs a function in a page: a Playwright page or an engine driver's. */
interface PageRunner {
  evaluate<R>(fn: () => R | Promise<R>): Promise<R>;
}

/** The page drawn whole (drawWholePage), then its appearance (pageAppearance). */
export async function drawnWholeAppearance(page: PageRunner): Promise<string[]> {
  await page.evaluate(drawWholePage);
  return page.evaluate(pageAppearance);
}
