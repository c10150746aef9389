import { createContext, useContext, type ReactNode } from 'react';

// `part` names an element for `::part()` theming, and only a shadow root has
// parts: in the light DOM (the microsite's islands) the attribute means
// nothing and is invalid HTML (issue 36). The element layer renders its views
// inside <ShadowParts> (elements/views/ShellRoot.tsx); everywhere else a view
// renders no `part`.

const InShadowRoot = createContext(false);

/** Marks the views below as rendered into a shadow root: they carry their parts. */
export function ShadowParts({ children }: { children: ReactNode }) {
  return <InShadowRoot value>{children}</InShadowRoot>;
}

/** `{ part: name }` inside <ShadowParts>, nothing outside: spread it onto the element. */
export function usePart(name: string): { part?: string } {
  return useContext(InShadowRoot) ? { part: name } : {};
}
