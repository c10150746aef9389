import { describeEdge } from './support/edge-suite.ts';
import { startNginx } from './support/nginx.ts';

// docs/elements/edge/nginx.conf in Debian's nginx, SSI includes.
describeEdge({ name: 'nginx', dialect: 'ssi', start: startNginx });
