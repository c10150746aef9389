import type { FooterVariant, HeaderVariant } from '../../../src/navigation/types.ts';
import { LeftDrawer } from '../../../src/islands/LeftDrawer.tsx';
import { RightDrawer } from '../../../src/islands/RightDrawer.tsx';
import type { ShellViewProps } from '../../../src/islands/shell-props.ts';
import { SiteFooter } from '../../../src/islands/SiteFooter.tsx';
import { SiteHeader } from '../../../src/islands/SiteHeader.tsx';

export interface ShellPageProps extends ShellViewProps {
  headerVariant?: HeaderVariant;
  footerVariant?: FooterVariant;
}

/** A page as the shell frames it: header, both drawers, a main landmark, the footer. */
export function ShellPage({
  headerVariant = 'default',
  footerVariant = 'full',
  ...props
}: ShellPageProps) {
  return (
    <>
      <SiteHeader {...props} variant={headerVariant} />
      <LeftDrawer {...props} />
      <RightDrawer {...props} />
      <main id="main" tabIndex={-1} className="test-main">
        <h1>Page content</h1>
        <p>
          Lorem ipsum dolor sit amet, consectetur adipiscing elit. Integer nec odio. Praesent
          libero. Sed cursus ante dapibus diam.
        </p>
      </main>
      <SiteFooter {...props} variant={footerVariant} year={2025} />
    </>
  );
}
