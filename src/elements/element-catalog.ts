import type { ElementSpec } from './element-spec.ts';
import { siteDrawerSpec } from './specs/site-drawer.ts';
import { siteFooterSpec } from './specs/site-footer.ts';
import { siteHeaderSpec } from './specs/site-header.ts';
import { siteUnreadBadgeSpec } from './specs/site-unread-badge.ts';

/** The specs with their own types: each tag with its attributes' names and value types. */
export const siteElementSpecs = [
  siteHeaderSpec,
  siteFooterSpec,
  siteDrawerSpec,
  siteUnreadBadgeSpec,
] as const;

/** Every element of the bundle. The manifest, the declarations and the docs are generated from these. */
export const elementSpecs: readonly ElementSpec[] = siteElementSpecs;
