// The React floor (bytes): React 19 and react-dom's client with an empty
// render, the least any React page downloads. Built by ../floor-build.ts.
import { createRoot } from 'react-dom/client';

createRoot(document.createElement('div')).render(null);
