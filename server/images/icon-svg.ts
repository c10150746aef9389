// Notification icons served at /notifications/icons/{kind}.svg.

const paths: Record<string, string> = {
  message: 'M4 5h16v11H8l-4 4z',
  contest: 'M7 4h10v3a5 5 0 0 1-10 0zM9 15h6v2H9zM8 19h8v2H8z',
  project: 'M4 7h16v12H4zM9 4h6v3H9z',
  payment: 'M3 6h18v12H3zM3 9h18v2H3z',
  award: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  system: 'M11 4h2v10h-2zM11 17h2v2h-2z',
};

export const iconKinds = Object.keys(paths);

export function iconSvg(kind: string): string | null {
  const path = paths[kind];
  if (!path) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" role="img" aria-label="${kind}">
<path d="${path}" fill="#4d4d4d"/>
</svg>
`;
}

/** The demo pages' favicon: a plain brand square. */
export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<rect width="32" height="32" rx="6" fill="#e8590c"/>
<path d="M9 8h7a8 8 0 0 1 0 16H9z" fill="#fff"/>
</svg>
`;
