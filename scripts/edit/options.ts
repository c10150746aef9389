import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The command line of `npm run edit -- [options]`. Each port can also be set
// in the environment, so that a test (or a second checkout) moves them all.

export interface EditOptions {
  /** The project whose content is edited. */
  root: string;
  /** The editing screen (EDIT_PORT). */
  port: number;
  /** decap-server, reached only by the screen's server (EDIT_API_PORT). */
  apiPort: number;
  /** The live preview, astro dev (EDIT_PREVIEW_PORT); undefined with --no-preview. */
  previewPort: number | undefined;
  /** An Astro configuration file of `root` for the preview (--astro-config). */
  astroConfig: string | undefined;
}

export const defaultPorts = { port: 4330, apiPort: 4331, previewPort: 4321 };

export const usage = `Usage: npm run edit [-- options]

  --port <n>           the editing screen (default ${defaultPorts.port}, or EDIT_PORT)
  --api-port <n>       decap-server, the CMS's file access (default ${defaultPorts.apiPort}, or EDIT_API_PORT)
  --preview-port <n>   the live preview, astro dev (default ${defaultPorts.previewPort}, or EDIT_PREVIEW_PORT)
  --no-preview         no live preview
  --root <folder>      edit another copy of the project (default: this one)
  --astro-config <f>   the preview's Astro configuration file, relative to the root`;

const project = fileURLToPath(new URL('../../', import.meta.url));

function port(name: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) {
    throw new Error(`${name}: expected a port number, got "${value ?? ''}".`);
  }
  return number;
}

export function parseEditOptions(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): EditOptions | 'help' {
  const options: EditOptions = {
    root: project,
    port: port('EDIT_PORT', env['EDIT_PORT'] ?? String(defaultPorts.port)),
    apiPort: port('EDIT_API_PORT', env['EDIT_API_PORT'] ?? String(defaultPorts.apiPort)),
    previewPort: port(
      'EDIT_PREVIEW_PORT',
      env['EDIT_PREVIEW_PORT'] ?? String(defaultPorts.previewPort),
    ),
    astroConfig: undefined,
  };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const value = () => {
      index += 1;
      if (args[index] === undefined) throw new Error(`${arg} needs a value.`);
      return args[index] as string;
    };
    if (arg === '--help' || arg === '-h') return 'help';
    else if (arg === '--port') options.port = port(arg, value());
    else if (arg === '--api-port') options.apiPort = port(arg, value());
    else if (arg === '--preview-port') options.previewPort = port(arg, value());
    else if (arg === '--no-preview') options.previewPort = undefined;
    else if (arg === '--root') options.root = resolve(value());
    else if (arg === '--astro-config') options.astroConfig = value();
    else throw new Error(`Unknown option ${arg}.`);
  }
  return options;
}
