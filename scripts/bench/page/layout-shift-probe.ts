// Runs in the page (page.addInitScript): collects layout shifts from the start
// and keeps the cumulative layout shift as Chromium's metric defines it, the
// largest session window (shifts less than 1 s apart, at most 5 s long),
// without shifts right after input.

declare global {
  interface Window {
    benchLayoutShift?: () => number;
  }
}

export function installLayoutShiftProbe(): void {
  interface Shift {
    value: number;
    startTime: number;
  }
  const shifts: Shift[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) shifts.push({ value: entry.value, startTime: entry.startTime });
    }
  }).observe({ type: 'layout-shift', buffered: true });

  window.benchLayoutShift = () => {
    let largest = 0;
    let current = 0;
    let first = 0;
    let previous = 0;
    for (const shift of shifts) {
      if (current > 0 && shift.startTime - previous < 1000 && shift.startTime - first < 5000) {
        current += shift.value;
      } else {
        current = shift.value;
        first = shift.startTime;
      }
      previous = shift.startTime;
      largest = Math.max(largest, current);
    }
    return largest;
  };
}
