import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capabilityFlags } from '../../../src/markets/capabilities.ts';
import { footerLayouts, legalLinks } from '../../../src/navigation/footer-groups.ts';
import { headerMenus } from '../../../src/navigation/header-model.ts';
import { capabilitiesChecked } from '../../../src/navigation/resolve-menu.ts';

// markets/README.md "Capability flags" says, for each of the 17 flags of spec
// §3, whether the chrome reads it. The table must name every flag once, and
// its "yes" rows must be exactly the flags the navigation model's rules check.

const readme = readFileSync(new URL('../../../markets/README.md', import.meta.url), 'utf8');

/** flag → "yes" / "no", from the rows of the table whose header starts `| flag`. */
function documentedFlags(): Map<string, string> {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => /^\| flag\s+\| read by the chrome/.test(line));
  const rows = new Map<string, string>();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [flags = '', read = ''] = line
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    for (const [, flag = ''] of flags.matchAll(/`([a-z_]+)`/g)) {
      expect(rows.has(flag), `${flag} twice in the table`).toBe(false);
      rows.set(flag, read);
    }
  }
  return rows;
}

describe('markets/README.md: what the chrome does with each capability flag', () => {
  it('names every flag, once, as read or not', () => {
    const rows = documentedFlags();
    expect([...rows.keys()].sort()).toEqual([...capabilityFlags].sort());
    expect(new Set(rows.values())).toEqual(new Set(['yes', 'no']));
  });

  it('says "yes" for exactly the flags the menus’ rules check', () => {
    const read = [...documentedFlags()]
      .filter(([, value]) => value === 'yes')
      .map(([flag]) => flag);
    const checked = capabilitiesChecked([
      ...headerMenus(),
      ...Object.values(footerLayouts),
      legalLinks,
    ]);
    expect(read.sort()).toEqual(checked);
  });
});
