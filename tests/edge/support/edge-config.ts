// The one change the edge tests make to the recipes of docs/elements/edge/:
// the values that belong to the machine, never the behaviour. nginx.conf gets
// the test's listen address, its two backends' addresses and a cache folder
// of its own (the recipe's /var/cache/nginx/site-shell would be shared by
// every run on the machine); varnish.vcl gets its two backends' addresses
// (varnishd takes the listen address on its command line). Each value must
// be found exactly once, so a recipe that no longer says it fails loudly
// here instead of being tested half-changed.

/** `host:port`. */
export type Address = `${string}:${number}`;

export interface EdgeMachine {
  /** Where the edge listens: nginx's `listen`. */
  listen: Address;
  /** The fragment server (upstream or backend `site_shell_fragments`). */
  fragments: Address;
  /** The legacy application (upstream or backend `legacy_templates`). */
  templates: Address;
  /** nginx's proxy_cache_path folder. */
  cacheFolder: string;
}

/** Replaces the one match of `pattern`'s last group; throws when there is not exactly one. */
function replaceOnce(text: string, pattern: RegExp, value: string, what: string): string {
  const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
  const matches = [...text.matchAll(global)];
  if (matches.length !== 1) {
    throw new Error(`the recipe should name ${what} once; found it ${matches.length} times`);
  }
  return text.replace(pattern, (...groups: unknown[]) => {
    const parts = groups.slice(1, -2) as string[];
    return parts.slice(0, -1).join('') + value;
  });
}

function split(address: Address): { host: string; port: string } {
  const at = address.lastIndexOf(':');
  return { host: address.slice(0, at), port: address.slice(at + 1) };
}

export function nginxForMachine(config: string, machine: EdgeMachine): string {
  let text = replaceOnce(config, /^(\s*listen\s+)([^;\s]+)/m, machine.listen, 'a listen address');
  for (const [name, address] of [
    ['site_shell_fragments', machine.fragments],
    ['legacy_templates', machine.templates],
  ] as const) {
    text = replaceOnce(
      text,
      new RegExp(`(upstream ${name} \\{[^}]*?\\bserver\\s+)([^;\\s]+)`),
      address,
      `the upstream ${name}'s server`,
    );
  }
  return replaceOnce(
    text,
    /^(proxy_cache_path\s+)(\S+)/m,
    machine.cacheFolder,
    'a proxy_cache_path',
  );
}

export function varnishForMachine(
  vcl: string,
  machine: Omit<EdgeMachine, 'listen' | 'cacheFolder'>,
): string {
  let text = vcl;
  for (const [name, address] of [
    ['site_shell_fragments', machine.fragments],
    ['legacy_templates', machine.templates],
  ] as const) {
    const { host, port } = split(address);
    const block = (field: string) =>
      new RegExp(`(backend ${name} \\{[^}]*?\\.${field}\\s*=\\s*")([^"]*)`);
    text = replaceOnce(text, block('host'), host, `the backend ${name}'s .host`);
    text = replaceOnce(text, block('port'), port, `the backend ${name}'s .port`);
  }
  return text;
}
