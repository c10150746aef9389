export interface SkipLinkProps {
  label: string;
  /** The id of the page's `<main>` element. */
  targetId?: string;
}

/** The first focusable thing on the page: jumps past the header to the content. */
export function SkipLink({ label, targetId = 'main' }: SkipLinkProps) {
  return (
    <a className="site-skip-link" href={`#${targetId}`}>
      {label}
    </a>
  );
}
