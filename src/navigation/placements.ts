import type { LinkId } from './links.ts';
import type { MessageId, ShowRule } from './types.ts';

// How menus refer to the link table: a link key plus the rules that belong to
// the place (surface, footer variant, a language rule of one bar), or a titled
// group of such links.

export interface LinkPlacement extends ShowRule {
  link: LinkId;
}

export interface GroupPlacement extends ShowRule {
  group: string;
  labelId: MessageId;
  items: readonly LinkPlacement[];
}

export type MenuPlacement = LinkPlacement | GroupPlacement;
