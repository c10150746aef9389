import { z } from 'zod';
import { capabilityFlags, type CapabilityFlag } from '../src/markets/capabilities.ts';
import { isLanguage, languages } from '../src/i18n/languages.ts';

// The schema of one market file (spec §3 "Market configuration record").
// Every object is strict: an unknown field is an error, and so is a missing
// one. Rules that compare two fields of the same file live in
// `crossFieldIssues` below; rules across files live in src/markets/validate.ts.

const posixLocale = /^([a-z]{2})_([A-Z]{2})$/;
const supportedLanguages = languages.join(', ');

/** `de_CH`: language_REGION, the language one of the eight (spec §2, §5). */
const locale = z
  .string()
  .regex(posixLocale, { error: 'expected a POSIX locale such as "de_CH" (language_REGION)' })
  .refine((value) => isLanguage(value.slice(0, 2)), {
    error: (issue) =>
      `language "${String(issue.input).slice(0, 2)}" is not supported; expected one of ${supportedLanguages}`,
  });

// ISO 4217 codes as this runtime's Intl knows them; evaluated per call so
// importing the schema does no work.
const currency = z.string().refine((value) => Intl.supportedValuesOf('currency').includes(value), {
  error: (issue) =>
    `expected an ISO 4217 currency code such as "EUR", got "${String(issue.input)}"`,
});

const hostname = z.string().regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, {
  error: 'expected a lower-case host name such as "fr.designmarket.ch"',
});

const email = z.email({ error: 'expected an e-mail address such as "support@designmarket.ch"' });

/** Display form, e.g. "+41 44 505 12 34"; `false` when the site has none. */
const phoneNumber = z.union([
  z.literal(false),
  z.string().regex(/^\+\d[\d ]{5,18}\d$/, {
    error: 'expected a phone number in international form such as "+41 44 505 12 34", or false',
  }),
]);

const nonEmpty = (what: string) => z.string().min(1, { error: `expected ${what}, not empty` });

const emailKeys = [
  'notifications',
  'community',
  'support',
  'designer_support',
  'support_readymade',
  'noreply',
  'sales',
  'sales_incompletelaunch',
  'violationreport',
  'violationreportpriority',
  'refundcontest',
] as const;

type EmailKey = (typeof emailKeys)[number];

const emailsShape = Object.fromEntries(emailKeys.map((key) => [key, email])) as Record<
  EmailKey,
  typeof email
>;

const capabilitiesShape = Object.fromEntries(
  capabilityFlags.map((flag) => [flag, z.boolean()]),
) as Record<CapabilityFlag, z.ZodBoolean>;

export const marketRecordSchema = z.strictObject({
  sitegroup: z.string().regex(/^[a-z][a-z0-9-]*$/, {
    error: 'expected a lower-case brand group id such as "designmarket"',
  }),
  name: nonEmpty('the site name'),
  livechatenabled: z.boolean(),
  livechatoperatorgroup: nonEmpty('the live chat operator group id'),
  email_name: nonEmpty('the localized sender name of e-mails'),
  emails: z.strictObject(emailsShape),
  phone: z.strictObject({
    support: phoneNumber,
    sales: phoneNumber,
    vipsales: phoneNumber,
    pro: phoneNumber,
    office_hours: z.union([z.literal(false), nonEmpty('the office hours text, or false')]),
  }),
  capabilities: z.strictObject(capabilitiesShape),
  socialmedia: z.strictObject({
    facebook: z.string().regex(/^[A-Za-z0-9.]{5,50}$/, {
      error: 'expected a Facebook page name such as "designmarket.ch"',
    }),
    twitter: z.string().regex(/^[A-Za-z0-9_]{1,15}$/, {
      error: 'expected a Twitter handle without "@", at most 15 characters',
    }),
  }),
  twitteruserid: z.string().regex(/^\d{5,20}$/, { error: 'expected a numeric Twitter user id' }),
  slackappid: z.string().regex(/^A[0-9A-Z]{8,12}$/, {
    error: 'expected a Slack app id such as "A04DMKT7Q2L"',
  }),
  cookiedomain: z.string().regex(/^\.(?:[a-z0-9-]+\.)+[a-z]{2,}$/, {
    error: 'expected a cookie domain with a leading dot such as ".designmarket.ch"',
  }),
  accepted_locales: z
    .array(locale)
    .min(1, { error: 'expected at least one locale' })
    .refine((list) => new Set(list).size === list.length, {
      error: 'expected each locale once',
    }),
  currency,
  pricingkey: z.string().regex(/^[a-z]{2}$/, { error: 'expected a two-letter pricing key' }),
  analyticscode: z.string().regex(/^(?:G-[A-Z0-9]{6,12}|UA-\d{4,10}-\d{1,4})$/, {
    error: 'expected an analytics id such as "G-4DM7Q2LX9K"',
  }),
  adyen_payment_method: nonEmpty('the local payment method label').optional(),
  adyen_payment_method_classes: z
    .array(nonEmpty('a payment method class name'))
    .min(1, { error: 'expected at least one payment method class' })
    .optional(),
  domain: hostname,
  locale,
  momentjs: z
    .strictObject({
      locale: z.string().regex(/^[a-z]{2}(?:-[a-z]{2})?$/, {
        error: 'expected a moment.js locale such as "de" or "fr-ch"',
      }),
    })
    .optional(),
});

export type MarketRecord = z.infer<typeof marketRecordSchema>;

/** One problem with one field; `field` is a dotted path (`capabilities.local_blog`). */
export interface FieldIssue {
  field: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rules that relate two fields of one file, or the file to its name. Runs on
 * the raw JSON, so it reports even when other fields are broken; it checks the
 * type of every field it reads and stays silent where the schema already speaks.
 */
export function crossFieldIssues(key: string, data: unknown): FieldIssue[] {
  if (!isRecord(data)) return [];
  const issues: FieldIssue[] = [];
  const accepted = Array.isArray(data['accepted_locales'])
    ? data['accepted_locales'].filter((item): item is string => typeof item === 'string')
    : null;
  const siteLocale = typeof data['locale'] === 'string' ? data['locale'] : null;
  const match = siteLocale === null ? null : posixLocale.exec(siteLocale);

  if (accepted && siteLocale !== null && !accepted.includes(siteLocale)) {
    issues.push({
      field: 'locale',
      message: `"${siteLocale}" is not in accepted_locales; expected one of ${accepted.join(', ')}`,
    });
  }

  // The file name says country and language (`ch-fr`, `gw-ch-fr`): the locale must agree.
  const [nameLanguage, nameRegion] = key.split('-').reverse();
  const expectedLocale =
    nameLanguage && nameRegion ? `${nameLanguage}_${nameRegion.toUpperCase()}` : null;
  if (siteLocale !== null && match && expectedLocale !== null && siteLocale !== expectedLocale) {
    issues.push({
      field: 'locale',
      message: `"${siteLocale}" does not fit the file name "${key}.json"; expected ${expectedLocale}`,
    });
  }

  const language = match?.[1];
  const moment = isRecord(data['momentjs']) ? data['momentjs']['locale'] : undefined;
  if (language && typeof moment === 'string' && moment.slice(0, 2) !== language) {
    issues.push({
      field: 'momentjs.locale',
      message: `"${moment}" is not a locale of the site language; expected a moment.js locale starting with "${language}"`,
    });
  }

  const hasMethod = 'adyen_payment_method' in data;
  const hasClasses = 'adyen_payment_method_classes' in data;
  if (hasMethod !== hasClasses) {
    issues.push({
      field: hasMethod ? 'adyen_payment_method_classes' : 'adyen_payment_method',
      message:
        'missing; expected adyen_payment_method and adyen_payment_method_classes together, or neither',
    });
  }

  const domain = data['domain'];
  const cookieDomain = data['cookiedomain'];
  if (
    typeof domain === 'string' &&
    typeof cookieDomain === 'string' &&
    cookieDomain.startsWith('.') &&
    domain !== cookieDomain.slice(1) &&
    !domain.endsWith(cookieDomain)
  ) {
    issues.push({
      field: 'cookiedomain',
      message: `"${cookieDomain}" does not cover the domain "${domain}"; expected the country domain with a leading dot`,
    });
  }
  return issues;
}
