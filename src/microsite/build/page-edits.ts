// A built page is finished as the bytes Astro rendered (page-finishing.ts):
// decoding every page to a string and encoding it again cost more than the
// finishing itself. The finishing steps find what they change with
// Buffer.indexOf (their markers are ASCII, so byte and character searches
// agree) and describe each change as an edit; the page is then copied once,
// with every edit applied.

/** Bytes `start`–`end` of a page (end excluded). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Bytes `start`–`end` of the page replaced by `bytes` (an insertion when start = end). */
export interface PageEdit extends ByteRange {
  bytes: Uint8Array;
}

/** The page with its edits applied; edits must not overlap. */
export function applyEdits(page: Buffer, edits: readonly PageEdit[]): Buffer {
  if (edits.length === 0) return page;
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const edit of sorted) {
    if (edit.start < from) throw new Error(`Overlapping page edits at byte ${edit.start}.`);
    parts.push(page.subarray(from, edit.start), edit.bytes);
    from = edit.end;
  }
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}

/** Whether the page has `text` (ASCII) ending at byte `end`. */
export function endsAt(page: Buffer, end: number, text: string): boolean {
  const start = end - text.length;
  return start >= 0 && page.toString('latin1', start, end) === text;
}
