// Runs in the page from its start (page.addInitScript): records every layout
// shift not caused by input, with what moved, so that a failing check says
// which element shifted and by how much. Self-contained, no closures.

declare global {
  interface Window {
    layoutShifts?: { value: number; sources: string[] }[];
  }
}

export function recordLayoutShifts(): void {
  const shifts: { value: number; sources: string[] }[] = [];
  window.layoutShifts = shifts;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const root = node.getRootNode();
    const host = root instanceof ShadowRoot ? `${root.host.localName} >> ` : '';
    return `${host}${node.localName}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map(
          (source) =>
            `${describe(source.node)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}
