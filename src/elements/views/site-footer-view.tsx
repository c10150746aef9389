import { SiteFooter } from '../../islands/SiteFooter.tsx';
import type { ElementValues, ElementViewProps } from '../element-spec.ts';
import { siteFooterSpec } from '../specs/site-footer.ts';
import { shellViewProps } from './shell-view-props.ts';
import { ShellRoot } from './ShellRoot.tsx';

/** What `<site-footer>` renders (specs/site-footer.ts describes its attributes). */
export function SiteFooterElement({
  values,
  host,
  serverStyles,
}: ElementViewProps<ElementValues<typeof siteFooterSpec>>) {
  return (
    <ShellRoot
      tag={siteFooterSpec.tag}
      values={values}
      host={host}
      serverStyles={serverStyles}
      render={(context, messages) => (
        <SiteFooter {...shellViewProps(context, messages)} variant={values.variant ?? 'full'} />
      )}
    />
  );
}
