import { describeEdge } from './support/edge-suite.ts';
import { startVarnish } from './support/varnish.ts';

// docs/elements/edge/varnish.vcl in Debian's Varnish, ESI includes.
describeEdge({ name: 'Varnish', dialect: 'esi', start: startVarnish });
