import { describe, expect, it } from 'vitest';
import { defaultPorts, parseEditOptions } from '../../../../scripts/edit/options.ts';

// `npm run edit`'s command line.

describe('npm run edit -- options', () => {
  it('runs on its default ports, the environment’s, or the command line’s', () => {
    expect(parseEditOptions([], {})).toMatchObject({ ...defaultPorts, astroConfig: undefined });
    expect(parseEditOptions([], { EDIT_PORT: '5000', EDIT_PREVIEW_PORT: '5002' })).toMatchObject({
      port: 5000,
      apiPort: defaultPorts.apiPort,
      previewPort: 5002,
    });
    const options = parseEditOptions(
      ['--port', '6000', '--api-port', '6001', '--no-preview', '--root', '/tmp/copy'],
      { EDIT_PORT: '5000' },
    );
    expect(options).toMatchObject({
      port: 6000,
      apiPort: 6001,
      previewPort: undefined,
      root: '/tmp/copy',
    });
    expect(parseEditOptions(['--help'], {})).toBe('help');
  });

  it('names what is wrong', () => {
    expect(() => parseEditOptions(['--port', 'x'], {})).toThrow('--port: expected a port number');
    expect(() => parseEditOptions(['--port'], {})).toThrow('--port needs a value');
    expect(() => parseEditOptions(['--watch'], {})).toThrow('Unknown option --watch');
  });
});
