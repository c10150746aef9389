import { useEffect } from 'react';
import { pageScriptLoader } from './page-script-loader.ts';
import type { ScriptRequest } from './script-loader.ts';

export type ScriptProps = ScriptRequest;

/**
 * A third-party script used by an island. The post-hydrate and idle
 * strategies start once the island has hydrated (an effect never runs on the
 * server); unmounting the island unloads it.
 */
export function Script({ id, src, code, strategy, attributes, onLoad, onError }: ScriptProps) {
  useEffect(
    () => pageScriptLoader(window).load({ id, src, code, strategy, attributes, onLoad, onError }),
    // The callbacks are read once, like a script tag's attributes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, src, code, strategy],
  );
  return null;
}
