// The example of docs/elements/frameworks/angular.md, which the consumer apps'
// test builds and drives (tests/consumers/consumers.test.ts).
import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import 'site-shell';
import 'site-shell/site-elements.css';

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    @if (showHeader()) {
      <site-header site="ch-de" [attr.locale]="locale()" [attr.variant]="variant()">
        <a href="/">Designmarket</a> <a href="/login">Anmelden</a>
      </site-header>
    }
    <main id="main">
      <p>
        Messages
        <site-unread-badge
          site="ch-de"
          [attr.locale]="locale()"
          kind="messages"
          [unreadCounts]="{ messages: 3, notifications: 12 }"
        ></site-unread-badge>
        Notifications
        <site-unread-badge
          site="ch-de"
          [attr.locale]="locale()"
          kind="notifications"
          [unreadCounts]="{ messages: 3, notifications: 12 }"
        ></site-unread-badge>
      </p>
      <p id="language">{{ locale() }}</p>
      <button
        type="button"
        id="variant"
        (click)="variant.set(variant() === 'default' ? 'focused' : 'default')"
      >
        Switch the header’s variant
      </button>
      <button type="button" id="header" (click)="showHeader.set(!showHeader())">
        Remove or add the header
      </button>
    </main>
    <site-footer
      site="ch-de"
      [attr.locale]="locale()"
      (site-language-change)="onLanguageChange($event)"
    ></site-footer>
  `,
})
export class AppComponent {
  readonly locale = signal('de-CH');
  readonly variant = signal<'default' | 'focused'>('default');
  readonly showHeader = signal(true);

  onLanguageChange(event: Event) {
    const { detail } = event as CustomEvent<{ locale: string; href: string }>;
    event.preventDefault(); // the link does not navigate
    this.locale.set(detail.locale);
  }
}
