// Runs in the page (page.evaluate): waits until every shell element on it is
// defined and ready (its view rendered, or its server HTML kept working), and
// says how many there are. `ready` alone is not enough: before the bundle has
// defined the element, it is a plain HTMLElement without that property, and
// a server-rendered page loads the bundle after its load event (issue 37).

export async function elementsReady(): Promise<number> {
  const elements = [
    ...document.querySelectorAll('site-header, site-footer, site-drawer, site-unread-badge'),
  ];
  await Promise.all(
    elements.map(async (element) => {
      await customElements.whenDefined(element.localName);
      await (element as HTMLElement & { ready: Promise<void> }).ready;
    }),
  );
  return elements.length;
}
