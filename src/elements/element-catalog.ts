import type { ElementSpec } from './element-spec.ts';
import { siteDrawerSpec } from './specs/site-drawer.tsx';
import { siteFooterSpec } from './specs/site-footer.tsx';
import { siteHeaderSpec } from './specs/site-header.tsx';
import { siteUnreadBadgeSpec } from './specs/site-unread-badge.tsx';

/** Every element of the bundle. The manifest, the declarations and the docs are generated from these. */
export const elementSpecs: readonly ElementSpec[] = [
  siteHeaderSpec,
  siteFooterSpec,
  siteDrawerSpec,
  siteUnreadBadgeSpec,
];
