import { attributeHtml } from '../element-example.ts';

// The markup a template author copies from the workbench, for one element
// with the attributes the controls hold (name and text, "" for a presence
// boolean): plain HTML, a React 19 component, an Astro page, a server
// include of the reference server's fragment. Pure: the pages are built
// with them and the workbench module redraws them as the user types.

export type AttributeTexts = readonly (readonly [name: string, text: string])[];

export interface Snippets {
  html: string;
  react: string;
  astro: string;
  include: string;
}

/** `/fragments/<tag>?…`: the reference server's endpoint for the element rendered on the server. */
export function fragmentPath(tag: string, attributes: AttributeTexts): string {
  const query = new URLSearchParams(attributes.map(([name, text]) => [name, text]));
  const search = query.toString();
  return `/fragments/${tag}${search ? `?${search}` : ''}`;
}

/** The tag alone, as a template writes it. */
export function elementHtml(tag: string, attributes: AttributeTexts): string {
  const written = attributes.map(([name, text]) => attributeHtml(name, text));
  if (written.join(' ').length < 60) {
    return `<${tag}${written.map((text) => ` ${text}`).join('')}></${tag}>`;
  }
  return `<${tag}\n${written.map((text) => `  ${text}`).join('\n')}\n></${tag}>`;
}

const camel = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

function jsxAttribute(name: string, text: string): string {
  if (text === '') return name;
  return text.includes('"') ? `${name}={${JSON.stringify(text)}}` : `${name}="${text}"`;
}

function objectLiteral(attributes: AttributeTexts): string {
  if (attributes.length === 0) return '{}';
  const entries = attributes.map(([name, text]) => {
    const key = /^[a-z]+$/.test(name) ? name : `'${name}'`;
    const value =
      text === '' ? 'true' : `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
    return `  ${key}: ${value},`;
  });
  return `{\n${entries.join('\n')}\n}`;
}

export function snippets(tag: string, attributes: AttributeTexts): Snippets {
  const jsx = attributes.map(([name, text]) => `\n      ${jsxAttribute(name, text)}`).join('');
  const variable = camel(tag).replace(/^./, (first) => first.toLowerCase());
  const path = fragmentPath(tag, attributes);
  return {
    html: [
      '<link rel="stylesheet" href="/dist-elements/site-elements.css" />',
      '<script type="module" src="/dist-elements/site-elements.js"></script>',
      '',
      elementHtml(tag, attributes),
    ].join('\n'),
    react: [
      "// React 19 passes a custom element's attributes through; the types come with the package.",
      "import 'site-shell';",
      "import 'site-shell/site-elements.css';",
      '',
      `export function ${camel(tag)}() {`,
      `  return (\n    <${tag}${jsx}\n    />\n  );`,
      '}',
    ].join('\n'),
    astro: [
      '---',
      '// Rendered on the server (declarative shadow DOM); the bundle hydrates it in the browser.',
      '// Its shadow stylesheet is linked from /dist-elements/ (option assetsBase): serve the package there.',
      "import { renderElement } from 'site-shell/server';",
      "import 'site-shell/site-elements.css';",
      '',
      `const ${variable} = await renderElement('${tag}', ${objectLiteral(attributes)});`,
      '---',
      '',
      `<Fragment set:html={${variable}} />`,
      '<script>',
      "  import 'site-shell';",
      '</script>',
    ].join('\n'),
    include: [
      '<!-- Server-side include (nginx ssi, Apache mod_include) of the reference server’s fragment -->',
      `<!--#include virtual="${path}" -->`,
      '',
      '<!-- or an edge-side include -->',
      `<esi:include src="${path}" />`,
    ].join('\n'),
  };
}
