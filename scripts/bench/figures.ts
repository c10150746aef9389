import type { Summary } from './stats.ts';

// What a measurement hands back: named figures under a stable key (the key is
// what two runs' JSON files are compared by), grouped in one section per
// measurement.

export type Unit =
  'bytes' | 'ms' | 's' | 'ratio' | 'count' | 'score' | 'cls' | 'KiB' | 'per-s' | 'percent';

/** A file's size: raw, gzip (level 9) and brotli (quality 11), in bytes. */
export interface SizeFigure {
  kind: 'size';
  key: string;
  label: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** A repeated measurement: median, min and max over `runs`. */
export interface StatFigure extends Summary {
  kind: 'stat';
  key: string;
  label: string;
  unit: Unit;
}

/** A single number (a count, a ratio, a deterministic byte total). */
export interface ValueFigure {
  kind: 'value';
  key: string;
  label: string;
  unit: Unit;
  value: number;
}

/**
 * A figure this run could not measure, and why (e.g. the server has no such
 * endpoint yet): a row with its reason, never a number, so never a pass.
 */
export interface NotMeasuredFigure {
  kind: 'not-measured';
  key: string;
  label: string;
  reason: string;
}

export type Figure = SizeFigure | StatFigure | ValueFigure | NotMeasuredFigure;

export interface Section {
  id: string;
  title: string;
  figures: Figure[];
  /** Short explanations printed under the section (what a number includes). */
  notes: string[];
  /** Extra data for the JSON file only (e.g. bytes per package). */
  details?: Record<string, unknown>;
}

/** What a measurement returns; main.ts adds its id and title. */
export type Findings = Omit<Section, 'id' | 'title'>;

export const sizeFigure = (
  key: string,
  label: string,
  bytes: Omit<SizeFigure, 'kind' | 'key' | 'label'>,
): SizeFigure => ({
  kind: 'size',
  key,
  label,
  ...bytes,
});

export const statFigure = (
  key: string,
  label: string,
  unit: Unit,
  summary: Summary,
): StatFigure => ({
  kind: 'stat',
  key,
  label,
  unit,
  ...summary,
});

export const valueFigure = (
  key: string,
  label: string,
  unit: Unit,
  value: number,
): ValueFigure => ({
  kind: 'value',
  key,
  label,
  unit,
  value,
});

export const notMeasuredFigure = (
  key: string,
  label: string,
  reason: string,
): NotMeasuredFigure => ({
  kind: 'not-measured',
  key,
  label,
  reason,
});

/** Every figure of every section by key. */
export function figureIndex(sections: readonly Section[]): Map<string, Figure> {
  const index = new Map<string, Figure>();
  for (const section of sections)
    for (const figure of section.figures) index.set(figure.key, figure);
  return index;
}

/** The number a budget compares: the median of a timing, the value, or one column of a size (NaN: not measured). */
export function numberOf(figure: Figure, column: 'raw' | 'gzip' | 'brotli' = 'gzip'): number {
  if (figure.kind === 'size') return figure[column];
  if (figure.kind === 'stat') return figure.median;
  if (figure.kind === 'not-measured') return Number.NaN;
  return figure.value;
}
