// Run in a page (by Playwright or the engine drivers, which serialise it: it
// uses nothing from its module): how the microsite's chrome and content are
// styled and laid out, once the fonts are in, as a few properties of each
// element. Two pages that give the same list look the same; the router's
// navigation documents must give the page a first visit shows.
export async function pageAppearance(): Promise<string[]> {
  await document.fonts.ready;
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
