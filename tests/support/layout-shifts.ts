import type { Page } from 'playwright';

// Runs in the page (page.addInitScript, or page.evaluate with buffered
// entries from before): records every layout shift with what moved, so that
// a failing check says which element shifted and by how much, not only a
// score. Self-contained, no closures. Chromium only (the observer's entry
// type exists nowhere else).

export interface RecordedShift {
  value: number;
  /** Within 500 ms of an input: not counted by CLS. */
  hadRecentInput: boolean;
  sources: string[];
}

declare global {
  interface Window {
    layoutShifts?: RecordedShift[];
  }
}

export function recordLayoutShifts(): void {
  const shifts: RecordedShift[] = [];
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
      shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: entry.sources.map(
          (source) =>
            `${describe(source.node)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The shifts recorded so far: those CLS counts (none within 500 ms of an
 * input), or every one with `withInput` (a shift the reader's own click
 * started still counts where a test says that nothing moves).
 */
export async function layoutShiftsOf(
  page: Page,
  { withInput = false }: { withInput?: boolean } = {},
): Promise<RecordedShift[]> {
  const shifts = (await page.evaluate(() => window.layoutShifts)) ?? [];
  return withInput ? shifts : shifts.filter((shift) => !shift.hadRecentInput);
}
