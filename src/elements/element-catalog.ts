import type { ElementSpec } from './element-spec.ts';
import { siteDrawerSpec } from './specs/site-drawer.ts';
import { siteFooterSpec } from './specs/site-footer.ts';
import { siteHeaderSpec } from './specs/site-header.ts';
import { siteUnreadBadgeSpec } from './specs/site-unread-badge.ts';

/** Every element of the bundle. The manifest, the declarations and the docs are generated from these. */
export const elementSpecs: readonly ElementSpec[] = [
  siteHeaderSpec,
  siteFooterSpec,
  siteDrawerSpec,
  siteUnreadBadgeSpec,
];
