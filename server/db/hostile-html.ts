// Hostile markup seeded into notifications so that the client's sanitizer
// meets it in development, demos and tests (../shared/design.md §4
// "Untrusted data"). None of it may run or survive as a javascript: link.
// Each payload sets `window.__xss` when it runs, so a test can detect it.

export const hostileMessageHtml: readonly string[] = [
  `<script>window.__xss = 'script'</script>New message from <b>Mallory</b>`,
  `<img src="x" onerror="window.__xss = 'img-onerror'">Your contest has a new entry`,
  `<a href="javascript:window.__xss = 'js-link'">Open your contest</a> to see the new designs`,
  `<svg onload="window.__xss = 'svg-onload'"></svg>Payment received`,
  `<iframe src="javascript:window.__xss = 'iframe'"></iframe>A designer invited you`,
  `<a href="JaVaScRiPt:window.__xss = 'mixed-case'">Mixed-case scheme</a>`,
  `<a href="&#106;avascript:window.__xss = 'entity'">Entity-encoded scheme</a>`,
  `<a href="  javascript:window.__xss = 'spaces'">Leading spaces</a>`,
  `<a href="java&#x09;script:window.__xss = 'tab'">Tab inside the scheme</a>`,
  `<div style="background:url(javascript:window.__xss = 'css-url')">Styled entry</div>`,
  `<form action="javascript:window.__xss = 'form'"><button>Claim your prize</button></form>`,
  `<input autofocus onfocus="window.__xss = 'autofocus'">Focus me`,
  `<details open ontoggle="window.__xss = 'details'"><summary>Details</summary></details>`,
  `<body onload="window.__xss = 'body'">Body handler`,
  `<object data="data:text/html,<script>window.__xss = 'object'</script>"></object>Embedded object`,
  `<embed src="javascript:window.__xss = 'embed'">Embedded plugin`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.__xss = 'meta'">Meta refresh`,
  `<base href="javascript:window.__xss = 'base'//"><a href="/contests/1">Base hijack</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9J2RhdGEnPC9zY3JpcHQ+">Data link</a>`,
  `<noscript><p title="</noscript><img src=x onerror=window.__xss='mxss'>">mXSS</p></noscript>`,
  `<svg><style><img src=x onerror="window.__xss = 'svg-style'"></style></svg>SVG style`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 'math'">`,
  `<template><script>window.__xss = 'template'</script></template>Template`,
  `<a href="#" onclick="window.__xss = 'onclick'; return false">Click handler</a>`,
  `<img src=x onerror=window.__xss=String.fromCharCode(120)>Unquoted handler`,
];

/** URL-like fields a client must refuse (destinationUrl, icon, thumbnailUrl). */
export const hostileUrls: readonly string[] = [
  `javascript:window.__xss = 'destination'`,
  `JAVASCRIPT:window.__xss = 'destination-upper'`,
  `data:text/html,<script>window.__xss = 'data-url'</script>`,
  `vbscript:msgbox(1)`,
  ` javascript:window.__xss = 'space'`,
];
