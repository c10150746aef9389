export interface BrandProps {
  href: string;
  /** The brand as written in the wordmark, e.g. "Designmarket". */
  name: string;
  /** The link's accessible name, e.g. "Designmarket home". */
  label: string;
  className?: string;
}

/** The wordmark: a small mark and the brand name, linking home. */
export function Brand({ href, name, label, className }: BrandProps) {
  return (
    <a className={`site-brand${className ? ` ${className}` : ''}`} href={href} aria-label={label}>
      <svg
        className="site-brand__mark"
        width="28"
        height="28"
        viewBox="0 0 28 28"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="28" height="28" rx="8" className="site-brand__mark-bg" />
        <path d="M8 7h6.5a7 7 0 010 14H8V7z" className="site-brand__mark-d" />
        <circle cx="19.5" cy="19.5" r="2.5" className="site-brand__mark-dot" />
      </svg>
      <span className="site-brand__name" aria-hidden="true">
        {name}
      </span>
    </a>
  );
}

/** The wordmark of a site's brand group: `designmarket` → "Designmarket". */
export function brandName(sitegroup: string): string {
  return sitegroup.charAt(0).toUpperCase() + sitegroup.slice(1);
}
