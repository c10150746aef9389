// The example of docs/elements/frameworks/preact.md, which the consumer apps'
// test builds and drives (tests/consumers/consumers.test.ts).
import { useState } from 'preact/hooks';
import 'site-shell';
import 'site-shell/site-elements.css';

export function App() {
  const [locale, setLocale] = useState('de-CH');
  const [variant, setVariant] = useState<'default' | 'focused'>('default');
  const [showHeader, setShowHeader] = useState(true);
  return (
    <>
      {showHeader && (
        <site-header site="ch-de" locale={locale} variant={variant}>
          <a href="/">Designmarket</a> <a href="/login">Anmelden</a>
        </site-header>
      )}
      <main id="main">
        <p>
          Messages{' '}
          <site-unread-badge
            site="ch-de"
            locale={locale}
            kind="messages"
            unreadCounts={{ messages: 3, notifications: 12 }}
          />{' '}
          Notifications{' '}
          <site-unread-badge
            site="ch-de"
            locale={locale}
            kind="notifications"
            unreadCounts={{ messages: 3, notifications: 12 }}
          />
        </p>
        <p id="language">{locale}</p>
        <button
          type="button"
          id="variant"
          onClick={() => setVariant(variant === 'default' ? 'focused' : 'default')}
        >
          Switch the header’s variant
        </button>
        <button type="button" id="header" onClick={() => setShowHeader(!showHeader)}>
          Remove or add the header
        </button>
      </main>
      <site-footer
        site="ch-de"
        locale={locale}
        onsite-language-change={(event) => {
          // Switch without leaving the page: the link does not navigate.
          event.preventDefault();
          setLocale(event.detail.locale);
        }}
      />
    </>
  );
}
