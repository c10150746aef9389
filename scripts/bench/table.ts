import type { BudgetResult } from './budget-result.ts';
import type { Figure, Section, Unit } from './figures.ts';

// The table on standard output: one block per measurement, then the budgets.

export function formatNumber(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return 'n/a';
  switch (unit) {
    case 'bytes':
      return Math.abs(value) >= 1024
        ? `${(value / 1024).toFixed(1)} KiB`
        : `${Math.round(value)} B`;
    case 'KiB':
      return `${value.toFixed(1)} KiB`;
    case 'ms':
      return `${value.toFixed(1)} ms`;
    case 's':
      return `${value.toFixed(2)} s`;
    case 'ratio':
      return `${value.toFixed(2)}×`;
    case 'cls':
      return value.toFixed(4);
    case 'score':
    case 'count':
      return String(Math.round(value * 100) / 100);
    case 'per-s':
      return `${Math.round(value)}/s`;
    case 'percent':
      return `${value.toFixed(2)} %`;
  }
}

const labelWidth = 62;
const column = (text: string, width = 12) => text.padStart(width);

function figureLine(figure: Figure): string {
  const label = figure.label.padEnd(labelWidth);
  if (figure.kind === 'not-measured') return `${label}  not measured: ${figure.reason}`;
  if (figure.kind === 'size') {
    return `${label}${column(formatNumber(figure.raw, 'bytes'))}${column(formatNumber(figure.gzip, 'bytes'))}${column(formatNumber(figure.brotli, 'bytes'))}`;
  }
  if (figure.kind === 'stat') {
    const spread = `${formatNumber(figure.min, figure.unit)} – ${formatNumber(figure.max, figure.unit)}`;
    return `${label}${column(formatNumber(figure.median, figure.unit))}   ${spread} (${figure.runs} runs)`;
  }
  return `${label}${column(formatNumber(figure.value, figure.unit))}`;
}

function header(figures: Figure[]): string {
  const kinds = new Set(figures.map((figure) => figure.kind));
  const parts: string[] = [];
  if (kinds.has('size'))
    parts.push(`${'size'.padEnd(labelWidth)}${column('raw')}${column('gzip')}${column('brotli')}`);
  if (kinds.has('stat'))
    parts.push(`${'repeated runs'.padEnd(labelWidth)}${column('median')}   min – max`);
  return parts.join('\n');
}

export function sectionTable(section: Section): string {
  const lines = [`\n== ${section.title} [${section.id}] ==`];
  const head = header(section.figures);
  if (head) lines.push(head);
  // Sizes first, then timings, then single values, so that each header sits above its rows.
  const order = { size: 0, stat: 1, value: 2, 'not-measured': 3 } as const;
  const figures = [...section.figures].sort((a, b) => order[a.kind] - order[b.kind]);
  for (const figure of figures) lines.push(figureLine(figure));
  for (const note of section.notes) lines.push(`  · ${note}`);
  return lines.join('\n');
}

export function budgetTable(results: BudgetResult[]): string {
  const lines = ['\n== Budgets =='];
  for (const result of results) {
    const status = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' }[result.status];
    lines.push(`${status}  ${result.text.padEnd(labelWidth)} ${result.detail}`);
  }
  const failed = results.filter((result) => result.status === 'fail').length;
  const passed = results.filter((result) => result.status === 'pass').length;
  const skipped = results.length - failed - passed;
  lines.push(
    `\nBudgets met: ${passed} of ${passed + failed} measured (${failed} missed, ${skipped} not measured)`,
  );
  return lines.join('\n');
}
