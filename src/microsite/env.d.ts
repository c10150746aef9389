// Compile-time constants and page globals of the microsite's client code.
import type { AnalyticsObject } from './router/analytics.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrates on the first interaction with this island or another of the
     * named group (src/microsite/hydration/interaction-directive.ts).
     */
    'client:interaction'?: string;
  }
}

declare global {
  /** The build hash of the running code (src/microsite/build/microsite-integration.ts). */
  const __MICROSITE_BUILD_HASH__: string;

  interface Window {
    /** Segment's analytics object, when the host page loads it (navigation/analytics.ts). */
    analytics?: AnalyticsObject;
  }
}
