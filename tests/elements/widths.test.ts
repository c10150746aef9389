import { runTests } from '@web/test-runner-mocha';
import { expect } from 'chai';
import { layoutProblems } from './support/chrome-layout.ts';
import { openEveryHeader, resizeFrame } from './support/chrome-frame.ts';
import { describe, it } from './support/mocha.ts';
import { documentOf, siteElement } from './support/site-element.ts';

/** The problems found at each width, as "320 px: …" lines (at most 40, then a count). */
async function problemsAt(frame: HTMLIFrameElement, widths: number[]): Promise<string[]> {
  const lines: string[] = [];
  for (const width of widths) {
    await resizeFrame(frame, width);
    for (const problem of layoutProblems(documentOf(frame))) lines.push(`${width} px: ${problem}`);
  }
  return lines.length > 40 ? [...lines.slice(0, 40), `…and ${lines.length - 40} more`] : lines;
}

runTests(async () => {
  // One frame for every test: rendering 147 headers and 49 footers is the expensive part.
  const frame = await openEveryHeader(1400);

  describe('every site in its language, every role', () => {
    it('has no control cut off or overlapping and no sideways scroll at every width from 320 to 1400 px (10 px steps)', async function () {
      this.timeout(120000);
      const widths: number[] = [];
      for (let width = 320; width <= 1400; width += 10) widths.push(width);
      expect(await problemsAt(frame, widths)).to.deep.equal([]);
    });

    // Browser zoom at 200 % halves the viewport in CSS pixels: a 375 px window lays out at 187.5 px.
    it('holds at 200 % browser zoom in windows of 320, 375 and 1280 px', async function () {
      this.timeout(30000);
      expect(await problemsAt(frame, [160, 187.5, 640])).to.deep.equal([]);
    });

    it('can see a problem (a control pushed past the edge)', async () => {
      await resizeFrame(frame, 375);
      const header = siteElement('site-header[site="fr-fr"]', documentOf(frame));
      header.style.width = '600px';
      const problems = layoutProblems(documentOf(frame), [header]);
      header.style.width = '';
      expect(problems.join('\n')).to.contain('cut off by the viewport');
      expect(problems.join('\n')).to.contain('the page scrolls sideways');
    });
  });
});
