// npm run edit: the editing screen (docs/editors.md "The editing screen").
// Starts, on loopback, Decap CMS's local proxy (decap-server, writing the
// files of the project), the screen's own server (the admin page and the
// API, formatting what is saved), and the live preview (astro dev); prints
// both addresses; Ctrl-C stops everything.
import { parseEditOptions, usage, type EditOptions } from './options.ts';
import { startEditing } from './start-editing.ts';

let options: EditOptions | 'help';
try {
  options = parseEditOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
if (options === 'help') {
  console.log(usage);
  process.exit(0);
}

const starting = startEditing(options);

// Also while starting: what has started is stopped once it has.
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void starting
    .then(
      (editing) => editing.stop(),
      () => undefined,
    )
    .then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  const editing = await starting;
  console.log(
    [
      '',
      `Editing screen: ${editing.editUrl}`,
      editing.previewUrl
        ? `Live preview:   ${editing.previewUrl} (shows drafts; follows every save)`
        : 'Live preview:   off (--no-preview)',
      '',
      'Ctrl-C stops everything.',
    ].join('\n'),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
