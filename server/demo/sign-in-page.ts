import type { User } from '../db/users.ts';
import { documentHtml, html } from './html.ts';

const roleLabels: Record<string, string> = {
  'contest-holder': 'Contest holder',
  designer: 'Designer',
};

/** GET /demo/sign-in: one form per seeded demo user, plus signing out. */
export function renderSignInPage(options: {
  users: User[];
  current: User | null;
  csrfToken: string;
  returnTo: string;
}): string {
  const form = (value: string, label: string, detail: string) =>
    html`<form method="post" action="/demo/sign-in" class="sign-in-choice">
      <input type="hidden" name="csrf_token" value="${options.csrfToken}" />
      <input type="hidden" name="user" value="${value}" />
      <input type="hidden" name="return_to" value="${options.returnTo}" />
      <button type="submit">${label}</button> <span>${detail}</span>
    </form>`;
  return documentHtml({
    title: 'Demo sign-in · site-shell reference server',
    body: html`<main class="legacy-main">
      <h1>Demo sign-in</h1>
      <p>
        Signed in as:
        <strong
          >${options.current ? `${options.current.displayName} (${roleLabels[options.current.role] ?? options.current.role})` : 'nobody (logged out)'}</strong
        >
      </p>
      ${form('logged-out', 'Log out', 'Browse as a logged-out visitor')}
      ${options.users.map((user) =>
        form(
          String(user.id),
          `Sign in as ${user.displayName}`,
          `${roleLabels[user.role] ?? user.role}, user ${user.id}`,
        ),
      )}
      <p><a href="/">Back to the demo index</a></p>
    </main>`,
  });
}
