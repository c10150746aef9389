import { describe, expect, it } from 'vitest';
import { keepHandStyle, splitFrontMatter } from '../../../../scripts/edit/keep-hand-style.ts';

// A file saved by the editing screen changes as a hand edit would (issue 35):
// Decap CMS writes the whole file anew, and what did not change is put back
// as it was written.

const before = `---
title: 'Bauer & Sohn Tischlerei'
designer: 'Felix Bauer' # the founder
studio: 'Graz'
year: 2024
award: gold
description:
  en: "Business cards made from the joinery's own oak."
  de: 'Visitenkarten aus Eichenholz.'
jury:
  - 'Hannah Vogel'
  - 'Kenji Mori'
---
`;

/** What Decap CMS writes for the same values: its own quotes, the comment gone, long texts folded. */
const decapWrites = (changes: string) => `---
title: Bauer & Sohn Tischlerei
designer: Felix Bauer
studio: Graz
year: 2024
award: gold
description:
  en: Business cards made from the joinery's own oak.
  de: Visitenkarten aus Eichenholz.
jury:
  - Hannah Vogel
  - Kenji Mori
---
${changes}`;

describe('keepHandStyle', () => {
  it('leaves a file whose values did not change as it was', () => {
    expect(keepHandStyle(before, decapWrites(''))).toBe(before);
  });

  it('changes only the changed lines, in the quotes they had, keeping their comments', () => {
    const saved = decapWrites('')
      .replace('award: gold', 'award: silver')
      .replace('designer: Felix Bauer', 'designer: Felix Bauer Jr.')
      .replace('- Kenji Mori', '- Kenji Mori\n  - Chidi Eze');
    expect(keepHandStyle(before, saved)).toBe(
      before
        .replace('award: gold', 'award: silver')
        .replace("designer: 'Felix Bauer' #", "designer: 'Felix Bauer Jr.' #")
        .replace("- 'Kenji Mori'", "- 'Kenji Mori'\n  - Chidi Eze"),
    );
  });

  it('puts a new field after the one before it in the form, and drops a removed one', () => {
    const saved = decapWrites('')
      .replace('studio: Graz\n', '')
      .replace(
        '  de: Visitenkarten aus Eichenholz.\n',
        '  de: Visitenkarten aus Eichenholz.\n  fr: Des cartes en chêne.\n',
      )
      .replace('title:', 'draft: true\ntitle:');
    expect(keepHandStyle(before, saved)).toBe(
      before
        .replace("studio: 'Graz'\n", '')
        .replace(
          "  de: 'Visitenkarten aus Eichenholz.'\n",
          "  de: 'Visitenkarten aus Eichenholz.'\n  fr: Des cartes en chêne.\n",
        )
        .replace('title:', 'draft: true\ntitle:'),
    );
  });

  it('writes a new file in Decap’s order (the form’s), a long text on one line', () => {
    const long =
      'A text longer than eighty characters, which YAML writers like to fold over lines.';
    const saved = `---\nfallback: en\ntitle: Harbour Lights\ndescription:\n  en: >-\n    ${long}\n---\n`;
    expect(keepHandStyle(undefined, saved)).toBe(
      `---\nfallback: en\ntitle: Harbour Lights\ndescription:\n  en: ${long}\n---\n`,
    );
  });

  it('writes anew a front matter that was not valid YAML', () => {
    expect(keepHandStyle('---\ntitle: [oops\n---\n', '---\ntitle: Oops\n---\n')).toBe(
      '---\ntitle: Oops\n---\n',
    );
  });

  it('keeps the text below the front matter', () => {
    expect(splitFrontMatter('---\na: 1\n---\nBody\n')).toEqual({ yaml: 'a: 1', body: 'Body\n' });
    expect(keepHandStyle('---\na: 1\n---\n', '---\na: 2\n---\nBody\n')).toBe(
      '---\na: 2\n---\nBody\n',
    );
  });
});
