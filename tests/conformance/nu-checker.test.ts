import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../server/support/server.ts';
import { isAllowed, type NuMessage } from './support/allow-list.ts';
import {
  addBrowserRenderedDemoPages,
  addBuiltPages,
  addDemoPages,
  addFragments,
  addWorkbenchAndExample,
  Documents,
  type Group,
} from './support/documents.ts';
import { checkFiles } from './support/nu-checker.ts';

// The W3C Nu HTML checker over everything the project serves (issue 36):
// every built page of the microsite, the demo pages of every role and variant
// in three languages (rendered on the server; as the template sends them to
// be rendered in the browser; and as the browser has them then), the
// endpoint's fragments and the static ones, the workbench and the example
// page, and the content of every declarative shadow root, which the checker
// does not look into, as a document of its own. 0 errors, but what the
// allow-list names with the standard that allows it. After `npm run build`.

let server: TestServer;
let folder: string;
let documents: Documents;
let messages: NuMessage[] = [];

beforeAll(async () => {
  server = await startServer();
  folder = mkdtempSync(join(tmpdir(), 'site-shell-nu-'));
  documents = new Documents(folder);
  addBuiltPages(documents);
  await addDemoPages(documents, server.url);
  await addBrowserRenderedDemoPages(documents, server.url);
  await addFragments(documents, server.url);
  addWorkbenchAndExample(documents);
  messages = await checkFiles(documents.files);
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The errors of a group that no standard allows, as `source:line: message «extract»`. */
function errorsOf(group: Group): string[] {
  return messages
    .filter((message) => message.type !== 'info' && !isAllowed(message, group))
    .flatMap((message) => {
      const source = documents.sources.get(message.url.replace(/^file:/, ''));
      if (source?.group !== group) return [];
      return [
        `${source.source}:${message.lastLine ?? '?'}: ${message.message} «${message.extract ?? ''}»`,
      ];
    });
}

const groups: [Group, number][] = [
  ['built pages', 100],
  // Every role and variant in three languages: server-rendered, the template's HTML, and in the browser.
  ['demo pages', 3 * 3 * 4 * 3],
  ['fragments', 700],
  ['workbench and example', 6],
  ['shadow roots', 800],
];

describe('the Nu HTML checker', () => {
  for (const [group, atLeast] of groups) {
    it(`finds no error in the ${group}`, () => {
      const checked = [...documents.sources.values()].filter((source) => source.group === group);
      expect(checked.length).toBeGreaterThanOrEqual(atLeast);
      expect(errorsOf(group)).toEqual([]);
    });
  }

  it('read every document it was given', () => {
    const unread = messages.filter((message) => message.type === 'non-document-error');
    expect(unread.map((message) => `${message.url}: ${message.message}`)).toEqual([]);
  });
});
