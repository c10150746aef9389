import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { Messages } from '../../i18n/message-id.ts';
import type { ShellViewProps } from '../../islands/shell-props.ts';

// An island's props are serialized into every page. The chrome's whole
// catalogue is ~6 KB per island, of which a view renders a few dozen
// messages: each island gets only the messages its view renders.

/**
 * The messages of `props.messages` that `View` renders with `props`: found by
 * rendering it once on the server with a catalogue that records what is read.
 * The views render every text they can show (closed menus and tooltips are in
 * the markup, hidden), so hydrating with this subset renders the same page.
 */
export function renderedMessages<P extends ShellViewProps<object>>(
  View: ComponentType<P>,
  props: P,
): Messages {
  const catalogue: Record<string, unknown> = props.messages;
  const read = new Set<string>();
  const recording = new Proxy(catalogue, {
    get(target, key, receiver) {
      if (typeof key === 'string' && Object.hasOwn(target, key)) read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  renderToString(createElement(View, { ...props, messages: recording as Messages }));
  const subset = Object.fromEntries([...read].sort().map((id) => [id, catalogue[id] ?? '']));
  // A subset typed as the whole catalogue: the view reads no other id.
  return subset as Messages;
}
