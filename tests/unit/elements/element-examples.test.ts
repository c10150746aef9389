import { describe, expect, it } from 'vitest';
import { roles, signedInRoles } from '../../../src/navigation/types.ts';
import { elementSpecs } from '../../../src/elements/element-catalog.ts';
import { exampleAttributeTexts, exampleHtml } from '../../../src/elements/element-example.ts';
import { elementSpec } from '../../../src/elements/element-spec.ts';
import { exampleMarkets } from '../../../src/elements/specs/example-parts.ts';
import { siteFooterSpec } from '../../../src/elements/specs/site-footer.ts';

// The examples in the element specs feed the docs, the demo index, the
// workbench and the browser tests: each must be one the element accepts.

describe('the examples in the element specs', () => {
  for (const spec of elementSpecs) {
    it(`<${spec.tag}>: every attribute of every example parses, names are unique`, () => {
      const names = spec.examples.map((example) => example.name);
      expect(new Set(names).size, names.join()).toBe(names.length);
      for (const example of spec.examples) {
        expect(example.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        for (const [name, text] of exampleAttributeTexts(example.attributes)) {
          const attribute = spec.attributes.find((candidate) => candidate.attribute === name);
          expect(attribute, `${example.name}: ${name}`).toBeDefined();
          expect(
            attribute?.fromAttribute(text),
            `${example.name}: ${name}="${text}"`,
          ).toMatchObject({ ok: true });
        }
      }
    });

    it(`<${spec.tag}>: every role and every language has an example the docs show`, () => {
      const shown = spec.examples.filter((example) => !example.testOnly);
      const seenRoles = new Set(shown.map((example) => example.attributes['user-role']));
      const seenLocales = new Set(shown.map((example) => example.attributes['locale']));
      const wantedRoles = spec.tag === 'site-unread-badge' ? signedInRoles : roles;
      expect([...seenRoles].sort()).toEqual([...wantedRoles].sort());
      expect([...seenLocales].sort()).toEqual(exampleMarkets.map((market) => market.locale).sort());
    });
  }

  it('are typed from the spec: a value outside an enum does not compile', () => {
    const spec = elementSpec({
      ...siteFooterSpec,
      examples: [
        // @ts-expect-error: "blog" is a header variant, not a footer one
        { name: 'wrong', title: 'Wrong', attributes: { variant: 'blog' } },
      ],
    });
    expect(spec.examples).toHaveLength(1);
  });
});

describe('exampleHtml', () => {
  it('writes a presence boolean bare, JSON in single quotes, escapes the rest', () => {
    const html = exampleHtml('site-header', {
      name: 'x',
      title: 'x',
      attributes: {
        drawers: true,
        'unread-counts': { messages: 3 },
        'display-name': `Ana "A" <O'Muster>`,
      },
      content: '<a href="/">Designmarket</a>',
    });
    expect(html).toBe(
      `<site-header drawers unread-counts='{"messages":3}' display-name="Ana &quot;A&quot; &lt;O'Muster&gt;">\n  <a href="/">Designmarket</a>\n</site-header>`,
    );
  });
});
