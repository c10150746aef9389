import { useEffect, type ReactNode } from 'react';
import { ShadowParts } from '../../islands/shadow-parts.tsx';
import type { ShellViewProps } from '../../islands/shell-props.ts';
import type { ElementViewProps, ServerStyles } from '../element-spec.ts';
import type { ShellValues } from '../shell-attributes.ts';
import { isUserSlotsRender, renderedForAttribute, versionAttribute } from '../rendered-for.ts';
import { shadowStylesheetText } from '../shadow-styles.ts';
import { useCatalogue } from './use-catalogue.ts';
import { useLiveLayer, type LiveLayer } from './use-live-layer.ts';

interface ShellRootProps extends ElementViewProps<ShellValues> {
  /** Renders the view with the props every shell view takes, from the element's context. */
  render(shell: ShellViewProps, live: LiveLayer | null): ReactNode;
  /** Whether the template's fallback markup shows while the catalogue loads (the spec's `showsFallback`). */
  fallbackWhileLoading?: boolean;
  /** Whether the element shows live data (the header's dropdowns, a badge's count). */
  live?: boolean;
}

/**
 * What every shell element does around its view: wait for the language's
 * catalogue of its context (showing the template's own fallback markup through
 * a <slot> meanwhile, so nothing shifts), keep the counts live where the
 * element shows them, and resolve `ready` once rendered (the element itself
 * announces language choices: ../language-choices.ts). The counts the server knew are in the stores already (the
 * `unread-counts` attribute feeds them when it is parsed). On the server
 * (no host) only the render runs: the effects are the browser's.
 */
export function ShellRoot({
  values,
  context,
  host,
  serverStyles,
  render,
  fallbackWhileLoading = true,
  live: showsLiveData = false,
}: ShellRootProps) {
  const messages = useCatalogue(context.catalogue);
  const live = useLiveLayer(context, showsLiveData);

  useEffect(() => {
    if (messages) host?.markRendered();
  }, [host, messages]);

  if (!messages) return fallbackWhileLoading ? <slot /> : null;
  const shell: ShellViewProps = {
    site: context.site,
    locale: context.locale,
    messages,
    role: context.role,
    currentPath: context.currentPath,
    user: context.user,
    // The server's shared render of a signed-in chrome (islands/user-slots.ts).
    userSlots: context.role !== 'logged-out' && !context.user && isUserSlotsRender(values),
    loginEnabled: context.loginEnabled,
  };
  // An element's view is in its shadow root: it carries the parts its spec
  // documents for ::part() (islands/shadow-parts.tsx), on the server too.
  return (
    <ShadowParts>
      {serverStyles && <ServerStylesheet styles={serverStyles} />}
      {render(shell, live)}
    </ShadowParts>
  );
}

/** A server-rendered root's styles, as the server wrote them (src/elements/server/render-element.tsx). */
function ServerStylesheet({ styles }: { styles: ServerStyles }) {
  const mark = styles.mark && {
    [renderedForAttribute]: styles.mark.renderedFor,
    [versionAttribute]: styles.mark.version,
  };
  if (styles.kind === 'link') return <link rel="stylesheet" href={styles.href} {...mark} />;
  // The text as it is, not escaped: its hash is what a strict CSP allows.
  return <style {...mark} dangerouslySetInnerHTML={{ __html: shadowStylesheetText() }} />;
}
