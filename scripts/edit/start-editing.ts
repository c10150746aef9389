import { startAstroPreview } from './astro-preview.ts';
import type { Running } from './child-server.ts';
import { startDecapServer } from './decap-server.ts';
import { startEditServer } from './edit-server.ts';
import type { EditOptions } from './options.ts';

// Everything `npm run edit` runs, started together and stopped together:
// when one part fails to start, the parts already running are stopped.

export interface Editing {
  /** The editing screen (the admin page). */
  editUrl: string;
  /** The live preview's home page, if it runs. */
  previewUrl: string | undefined;
  stop(): Promise<void>;
}

export async function startEditing(options: EditOptions): Promise<Editing> {
  const running: Running[] = [];
  const stop = async () => {
    await Promise.all(running.splice(0).map((part) => part.stop()));
  };
  const started = (part: Running) => {
    running.push(part);
    return part;
  };
  try {
    // Both start at once (astro dev takes seconds); each is kept once it
    // answers, and both are waited for, so that when one fails the other is
    // stopped too.
    const decapStarting = startDecapServer({ root: options.root, port: options.apiPort }).then(
      started,
    );
    const previewStarting =
      options.previewPort === undefined
        ? Promise.resolve(undefined)
        : startAstroPreview({
            root: options.root,
            port: options.previewPort,
            ...(options.astroConfig ? { config: options.astroConfig } : {}),
          }).then(started);
    await Promise.allSettled([decapStarting, previewStarting]);
    const decap = await decapStarting;
    const preview = await previewStarting;
    const screen = started(
      await startEditServer({
        root: options.root,
        port: options.port,
        decapApi: decap.url,
        ...(preview ? { previewUrl: preview.url } : {}),
      }),
    );
    return { editUrl: screen.url, previewUrl: preview?.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
