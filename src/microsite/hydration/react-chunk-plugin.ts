import type { Plugin } from 'vite';

// For the microsite's browser build (registered by src/microsite/build/
// microsite-integration.ts): React and react-dom in one chunk. The bundler
// otherwise splits React's core from react-dom (the islands import it too),
// and two files compress worse than one: the first interaction with a header
// control downloaded about 1.5 KB brotli more React than the React floor
// (issue 21). Nothing else changes: the chunk still loads only when an
// island hydrates.

const reactPackages = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

export function reactChunkPlugin(): Plugin {
  return {
    name: 'best-design-awards:react-chunk',
    configEnvironment(name) {
      if (name !== 'client') return null;
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'react', test: reactPackages }] } },
          },
        },
      };
    },
  };
}
