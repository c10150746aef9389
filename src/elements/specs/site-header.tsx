import { headerVariants, type HeaderVariant } from '../../navigation/types.ts';
import { SiteHeader, type HeaderLiveSlots } from '../../islands/SiteHeader.tsx';
import { enumAttribute, stringAttribute } from '../attribute-spec.ts';
import type { ElementSpec, ElementViewProps } from '../element-spec.ts';
import { shellAttributes } from '../shell-attributes.ts';
import type { ShellContext } from '../resolve-shell.ts';
import { shellViewProps } from '../shell-view-props.ts';
import { ShellRoot } from '../ShellRoot.tsx';
import type { LiveLayer } from '../use-live-layer.ts';
import { themeProperties } from './common-docs.ts';

const variantAttribute = enumAttribute('variant', 'variant', headerVariants, {
  description: '`focused` shows only the support phone; `blog` shows the blog top bar.',
  defaultText: '"default"',
});

const mainIdAttribute = stringAttribute(
  'main-id',
  'mainId',
  {
    description: 'The id of the page’s main content, target of the skip link.',
    defaultText: '"main"',
  },
  (id) => (/^[A-Za-z][\w-]*$/.test(id) ? null : 'an element id'),
);

/** The messages and notifications dropdowns, once the live layer has loaded. */
function liveSlots(live: LiveLayer | null, context: ShellContext): HeaderLiveSlots | undefined {
  if (!live || context.role === 'logged-out') return undefined;
  const { endpoints, role, currentPath, locale } = context;
  return {
    messages: (t) => (
      <live.MessagesDropdown
        endpoints={endpoints}
        role={role}
        currentPath={currentPath}
        locale={locale}
        t={t}
      />
    ),
    notifications: (t) => (
      <live.NotificationsDropdown endpoints={endpoints} locale={locale} t={t} />
    ),
  };
}

function SiteHeaderElement({ values, host }: ElementViewProps) {
  return (
    <ShellRoot
      values={values}
      host={host}
      live
      render={(context, messages, live) => (
        <SiteHeader
          {...shellViewProps(context, messages)}
          variant={(values['variant'] as HeaderVariant | undefined) ?? 'default'}
          mainId={(values['mainId'] as string | undefined) ?? 'main'}
          live={liveSlots(live, context)}
        />
      )}
    />
  );
}

export const siteHeaderSpec: ElementSpec = {
  tag: 'site-header',
  description:
    'The site header: skip link, menu button, wordmark, primary navigation and the role’s actions (log in and support phone; support menu; messages, notifications and the avatar that opens the user drawer).',
  attributes: [...shellAttributes, variantAttribute, mainIdAttribute],
  events: [
    {
      name: 'site-language-change',
      description:
        'A language was chosen. Cancel it to switch language yourself; the link then does not navigate.',
      detail: '{ locale: string; href: string }',
    },
  ],
  parts: [
    { name: 'header', description: 'The whole header (background, border, shadow).' },
    {
      name: 'bar',
      description: 'The row inside it that holds the wordmark, navigation and actions.',
    },
  ],
  cssProperties: themeProperties,
  example: `<site-header site="de-de" locale="de-DE" user-role="designer" user-id="42"
  display-name="Ana Muster" current-path="/contests/browse"
  unread-counts='{"messages":3,"notifications":12}'>
  <a href="/">Designmarket</a>
</site-header>`,
  view: SiteHeaderElement,
};
