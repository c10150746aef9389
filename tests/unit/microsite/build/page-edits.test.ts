import { describe, expect, it } from 'vitest';
import { applyEdits, endsAt } from '../../../../src/microsite/build/page-edits.ts';

// The build finishes each page as bytes (page-edits.ts): its steps return
// edits at byte offsets, and the page is copied once with all of them.

const bytes = (text: string) => Buffer.from(text);

describe('page edits', () => {
  it('apply replacements and insertions at byte offsets, in any order given', () => {
    const page = bytes('<p>日本語</p><b>x</b>');
    // 日本語 is 9 bytes: <b> starts at byte 16.
    const b = page.indexOf('<b>');
    expect(b).toBe(16);
    const edited = applyEdits(page, [
      { start: b, end: b + 8, bytes: bytes('<i>y</i>') },
      { start: 3, end: 3, bytes: bytes('«') },
      { start: page.length, end: page.length, bytes: bytes('!') },
    ]);
    expect(edited.toString()).toBe('<p>«日本語</p><i>y</i>!');
  });

  it('give the page itself back when there is nothing to change, and refuse overlapping edits', () => {
    const page = bytes('<p>text</p>');
    expect(applyEdits(page, [])).toBe(page);
    expect(() =>
      applyEdits(page, [
        { start: 0, end: 5, bytes: bytes('') },
        { start: 4, end: 6, bytes: bytes('') },
      ]),
    ).toThrow(/Overlapping page edits at byte 4/);
  });

  it('tell whether an ASCII text ends at a byte offset', () => {
    const page = bytes('é</script><x>');
    expect(endsAt(page, 11, '</script>')).toBe(true);
    expect(endsAt(page, 12, '</script>')).toBe(false);
    expect(endsAt(page, 3, '</script>')).toBe(false);
  });
});
