import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The elements bundle's public exports, as its declarations give them to a
// consumer (dist-elements/site-elements.d.ts): re-exported from what tsc
// declares for the entry module, src/elements/site-elements.ts, not a list
// kept by hand. A name added to or dropped from the entry shows here.

const root = resolve(import.meta.dirname, '../../..');
const declarations = resolve(root, 'dist-elements/site-elements.d.ts');

/** The names `file` exports, values and types, as the TypeScript checker resolves them. */
function exportedNames(file: string): string[] {
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    noEmit: true,
  });
  const source = program.getSourceFile(file);
  const checker = program.getTypeChecker();
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`${file} has no module symbol`);
  return checker
    .getExportsOfModule(symbol)
    .map((exported) => exported.getName())
    .sort();
}

describe('the elements bundle’s declarations', () => {
  it('export the entry module’s names and the element interfaces made from the specs', () => {
    if (!existsSync(declarations)) throw new Error('run `npm run build:elements` first');
    expect(exportedNames(declarations)).toEqual([
      '$openDrawer',
      '$unreadMessages',
      '$unreadNotifications',
      'DrawerSide',
      'SiteDrawerElement',
      'SiteDrawerElementJsxProps',
      'SiteFooterElement',
      'SiteFooterElementJsxProps',
      'SiteHeaderElement',
      'SiteHeaderElementJsxProps',
      'SiteUnreadBadgeElement',
      'SiteUnreadBadgeElementJsxProps',
      'closeDrawer',
      'elementsDefined',
      'elementsVersion',
      'openDrawer',
      'toggleDrawer',
    ]);
  });
});
