import { isMap, isScalar, isSeq, parse, parseDocument, type Document, type Node } from 'yaml';

// Decap CMS writes a whole file anew: its own quoting, long texts folded,
// comments gone. An editor changing one field by hand changes one line. So
// the front matter Decap wrote is laid over the file as it was before the
// save: a value that did not change keeps its line as written (quotes,
// comments), a changed one is written in the same quotes as before, a new
// one goes after the field it follows in the form, a removed one goes. A new
// file gets the form's order. Prettier then formats the result (format-entry.ts).

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n|$)([\s\S]*)$/;

/** A Markdown file's front matter (YAML) and the text below it. */
export function splitFrontMatter(text: string): { yaml: string; body: string } {
  const match = frontMatterPattern.exec(text);
  return match ? { yaml: match[1] ?? '', body: match[2] ?? '' } : { yaml: '', body: text };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(node: Node | null | undefined, value: unknown): boolean {
  const written: unknown = node?.toJSON();
  return JSON.stringify(written) === JSON.stringify(value);
}

/** `value` as a node of `document`, with the comments of `previous`, and its quotes where both are texts. */
function newNode(document: Document, value: unknown, previous: unknown): Node {
  const node = document.createNode(value) as Node;
  if (isScalar(previous) || isMap(previous) || isSeq(previous)) {
    if (previous.comment) node.comment = previous.comment;
    if (previous.commentBefore) node.commentBefore = previous.commentBefore;
  }
  if (isScalar(node) && isScalar(previous) && typeof value === 'string') {
    if (typeof previous.value === 'string' && previous.type) node.type = previous.type;
  }
  return node;
}

/** `previous` changed as little as possible to hold `value`. */
function overlay(document: Document, previous: unknown, value: unknown): Node {
  if (isMap(previous) && isRecord(value)) {
    const keyOf = (item: (typeof previous.items)[number]) =>
      isScalar(item.key) ? String(item.key.value) : String(item.key);
    previous.items = previous.items.filter((item) => keyOf(item) in value);
    let before = -1;
    for (const [key, inner] of Object.entries(value)) {
      const index = previous.items.findIndex((item) => keyOf(item) === key);
      if (index === -1) {
        // After the field that precedes it in the form.
        previous.items.splice(before + 1, 0, document.createPair(key, inner));
        before += 1;
        continue;
      }
      const item = previous.items[index] as (typeof previous.items)[number];
      if (!same(item.value as Node, inner)) item.value = overlay(document, item.value, inner);
      before = index;
    }
    return previous;
  }
  if (isSeq(previous) && Array.isArray(value)) {
    previous.items = value.map((inner: unknown, index) => {
      const item = previous.items[index];
      return same(item as Node, inner) ? (item as Node) : overlay(document, item, inner);
    });
    return previous;
  }
  return newNode(document, value, previous);
}

/**
 * The file Decap wrote (`saved`), with the front matter of the file as it
 * was (`previous`; undefined for a new file) kept wherever its values did
 * not change.
 */
export function keepHandStyle(previous: string | undefined, saved: string): string {
  const { yaml: savedYaml, body } = splitFrontMatter(saved);
  const values: unknown = parse(savedYaml) ?? {};
  const written = parseDocument(previous === undefined ? '' : splitFrontMatter(previous).yaml);
  // A front matter YAML cannot read (Decap's reader is more lenient) is written anew.
  const document = written.errors.length === 0 ? written : parseDocument('');
  document.contents = overlay(document, document.contents, values) as typeof document.contents;
  // No folding: a long text stays on its line, as an editor writes it.
  const yaml = document.toString({ lineWidth: 0, singleQuote: true });
  return `---\n${yaml}---\n${body}`;
}
