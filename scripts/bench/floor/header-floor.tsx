// The React floor (time): the same header as <site-header>, rendered by plain
// React into a div, with no element layer, shadow root or lazy catalogue.
// Built by ../floor-build.ts; the bench's page imports it and times from the
// start of its evaluation to `rendered`. Rendering on evaluation is the point
// of this entry (it stands for an app's main module), hence no mount function.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import sites from 'virtual:public-sites';
import messages from '../../../src/i18n/messages/en.json';
import { SiteHeader } from '../../../src/islands/SiteHeader.tsx';
import '../../../src/islands/styles/shell.css';

let markRendered: (at: number) => void = () => {};

/** `performance.now()` when the header's first render has been committed (its effects ran). */
export const rendered = new Promise<number>((resolve) => {
  markRendered = resolve;
});

/** Runs its effect in the same commit as the header's, like the elements' `ready`. */
function RenderedSignal() {
  useEffect(() => markRendered(performance.now()), []);
  return null;
}

const site = sites['us-en'];
const container = document.getElementById('floor');
if (!site || !container) throw new Error('header floor: no us-en site or no #floor element');

createRoot(container).render(
  <>
    <SiteHeader site={site} locale="en-US" messages={messages} role="logged-out" currentPath="/" />
    <RenderedSignal />
  </>,
);
