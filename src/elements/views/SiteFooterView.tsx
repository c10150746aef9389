import { SiteFooter } from '../../islands/SiteFooter.tsx';
import type { ElementValues, ElementViewProps } from '../element-spec.ts';
import type { siteFooterSpec } from '../specs/site-footer.ts';
import { ShellRoot } from './ShellRoot.tsx';

/** What `<site-footer>` renders (specs/site-footer.ts describes its attributes). */
export function SiteFooterElement(props: ElementViewProps<ElementValues<typeof siteFooterSpec>>) {
  return (
    <ShellRoot
      {...props}
      render={(shell) => <SiteFooter {...shell} variant={props.values.variant ?? 'full'} />}
    />
  );
}
