import type { SafeHtml } from '../html.ts';
import type { Role } from '../../../src/navigation/types.ts';

/**
 * What the demo page writes itself around the elements, in the page's
 * language: the title, the content, the sidebar. The labels it shares with the
 * chrome (menu links, "Messages") come from the chrome's catalogue instead
 * (chrome-labels.ts), so both say the same.
 */
export interface DemoTexts {
  blogTitle: string;
  checkoutTitle: string;
  loggedOutTitle: string;
  contests: readonly [string, string, string, string];
  /** One contest's line: its prize, how many designs it has, its state. */
  contestLine(price: string, designs: number, state: string): string;
  contestStates: { open: string; qualifying: string; finished: string };
  blogLede(site: string): string;
  /** The blog post's two sections: heading, text. */
  blogHandDrawn: readonly [heading: string, text: string];
  blogVariableType: readonly [heading: string, text: string];
  checkoutStep: string;
  packageLegend: string;
  packages: { bronze: string; silver: string; gold: string };
  continue: string;
  contestHolderLede(site: string): string;
  designerLede: string;
  loggedOutLede: string;
  sidebar: string;
  roleNames: Record<Role, string>;
  /** "Demo page: Designer (Dana) on Designmarket Schweiz, de-CH, variant default." */
  demoNote(
    role: string,
    user: string | null,
    site: string,
    locale: string,
    variant: string,
  ): string;
  allDemoPages: string;
  notFoundTitle: string;
  notFoundText(path: string): SafeHtml;
}

/** A regional variant: only what it words differently from its language. */
export type DemoTextOverrides = Partial<DemoTexts>;
