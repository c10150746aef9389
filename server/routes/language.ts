import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import { setSessionLocale } from '../db/sessions.ts';
import { HttpError } from '../http/errors.ts';
import { writeRedirect } from '../http/respond.ts';
import { ensureSession } from '../http/session.ts';
import { expectNoQuery, parseInput } from '../http/validate.ts';
import { sameOriginPath } from '../http/same-origin.ts';
import type { Route } from '../router.ts';
import { languages } from '../../src/i18n/languages.ts';
import { languageOf, toBcp47 } from '../../src/i18n/locale.ts';

/** The locale as BCP 47, or a 400 naming the supported languages (spec §5, §8). */
function supportedLocale(raw: string): string {
  try {
    const locale = toBcp47(raw);
    languageOf(locale);
    return locale;
  } catch {
    throw new HttpError(
      400,
      'unsupported_locale',
      `Unsupported locale "${raw.slice(0, 40)}": expected language_REGION (de_CH or de-CH) in one of ${languages.join(', ')}.`,
      { field: 'locale' },
    );
  }
}

/**
 * Where to go back to: the same-origin Referer, or /. Demo pages carry their
 * locale in the query, as legacy pages do in their URL, so the switch
 * rewrites it there.
 */
function backTo(ctx: RequestContext, locale: string): string {
  const referer = sameOriginPath(ctx.req);
  if (!referer) return '/';
  const target = new URL(`http://localhost${referer}`);
  if (target.pathname === '/demo' && target.searchParams.has('locale')) {
    target.searchParams.set('locale', locale);
  }
  return target.pathname + target.search + target.hash;
}

/** GET /user/switch-language/{locale} */
function switchLanguage(ctx: RequestContext): void {
  const { locale: raw } = parseInput(
    z.strictObject({ locale: z.string().max(64) }),
    ctx.params,
    'path',
  );
  expectNoQuery(ctx.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'invalid_path', 'The locale is not valid percent-encoding.', {
      field: 'locale',
    });
  }
  const locale = supportedLocale(decoded);
  const session = ensureSession(ctx);
  setSessionLocale(ctx.app.db, session.id, locale);
  writeRedirect(ctx.res, backTo(ctx, locale));
}

export const languageRoutes: Route[] = [
  { method: 'GET', path: '/user/switch-language/:locale', handle: switchLanguage },
];
