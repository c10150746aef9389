import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../../../src/live/sanitize/safe-url.ts';

describe('destination, icon and thumbnail URLs (design.md §4 "Untrusted data")', () => {
  it('keeps relative and http(s) URLs', () => {
    expect(safeUrl('/contests/12')).toBe('/contests/12');
    expect(safeUrl('/contests/12?tab=entries#e5')).toBe('/contests/12?tab=entries#e5');
    expect(safeUrl('https://cdn.example.com/t.png')).toBe('https://cdn.example.com/t.png');
    expect(safeUrl('http://example.com/a')).toBe('http://example.com/a');
    expect(safeUrl('//cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
  });

  it.each([
    "javascript:window.__xss = 'destination'",
    "JAVASCRIPT:window.__xss = 'destination-upper'",
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    "data:text/html,<script>window.__xss = 'data-url'</script>",
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    'blob:https://example.com/uuid',
    'jav&#x61;script:alert(1)',
  ])('refuses %j', (value) => {
    const result = safeUrl(value);
    // Either refused, or (for the entity spelling, which is not a scheme) a harmless relative path.
    if (result !== null) expect(result.startsWith('/')).toBe(true);
    expect(result === null || !/^\s*[a-z]+:/i.test(result)).toBe(true);
  });

  it('refuses missing and non-string values', () => {
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl('   ')).toBeNull();
    expect(safeUrl(42)).toBeNull();
  });
});
