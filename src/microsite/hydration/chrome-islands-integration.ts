import type { AstroIntegration } from 'astro';

// Registers the chrome islands' server renderer (chrome-island-renderer.ts).
// Listed before @astrojs/react in astro.config.mjs: Astro asks the renderers
// in the order they were added which one renders a component, and this one
// answers for the header and the drawer only. The islands hydrate with
// @astrojs/react's browser renderer, as any React island.

export function chromeIslandsIntegration(): AstroIntegration {
  return {
    name: 'best-design-awards:chrome-islands',
    hooks: {
      'astro:config:setup': ({ addRenderer }) => {
        addRenderer({
          name: 'best-design-awards:chrome-islands',
          serverEntrypoint: new URL('./chrome-island-renderer.ts', import.meta.url),
          clientEntrypoint: '@astrojs/react/client.js',
        });
      },
    },
  };
}
