// A mail of the outbox as subject, plain text and HTML, in the culture its claim was filed in: the
// package's copy of that culture (else the built-in Spanish of mail-copy-es.ts for Spanish, else
// the English of mail-copy.ts), its {parameters}
// filled in. The HTML part escapes the copy and every parameter, is laid out in the colours of the
// site's theme (themes/<brand>.css), and names the language and its direction (`dir="rtl"` for
// Arabic, Hebrew ...), so mail programs set it as the site does.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fillPlaceholders } from '../../src/engine/message-params';
import { cultureDirection } from '../../src/engine/text-direction';
import type { BrandId } from '../../themes/registry';
import { readThemeCss } from '../../themes/theme-css';
import type { TokenName } from '../../themes/tokens';
import { escapeAttribute as escapeHtml } from '../settings/app-config';
import type { MailKind, MailParams } from '../db/mail-outbox';
import { mailCopy, type MailText } from './mail-copy';
import { builtInMailCopy } from './mail-copy-es';
import { deskMailCopy, type DeskMailText } from './desk-mail-copy';

/** A mail ready for the transport. */
interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a mail is rendered from. */
interface MailSource {
  culture: string;
  /** The package's copy of that culture. */
  copy: Readonly<Record<string, string>>;
  /** The site's theme (the brand of THEME or the package's theme). */
  brand: BrandId;
  kind: MailKind;
  params: MailParams;
  /** The settlement website ('' when the package names none), and the claimant's case file on this site. */
  links: { site: string; caseFile: string };
}

/** A text of a mail: a claimant's (package copy) or a desk person's (English only). */
type TemplateText = MailText | DeskMailText;

const isDeskText = (name: TemplateText): name is DeskMailText => Object.hasOwn(deskMailCopy, name);

/** The {parameters} a text names. */
const paramsOfText = (name: TemplateText) => (isDeskText(name) ? deskMailCopy[name].params : mailCopy[name].params);

/** What a mail of each kind says: its subject, its paragraphs (a function of its parameters), and
 *  which address its {link} is: the site's, the case file's, or one the mail carries. */
interface MailTemplate {
  subject: TemplateText;
  paragraphs: (params: MailParams) => TemplateText[];
  link: keyof MailSource['links'] | 'carried';
}

/** The values a mail's copy may name, from its parameters (in `culture` where they are words). */
function valuesOf(params: MailParams, culture: string): Record<string, string> {
  // In UTC, said so: the mail cannot know the reader's zone.
  const when = (iso: string) =>
    `${new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;
  if ('draftId' in params) return { expiresOn: when(params.expiresAt) };
  if ('issuedAt' in params) return { name: params.name, issuedOn: when(params.issuedAt) };
  const values: Record<string, string> = { referenceCode: params.referenceCode, name: params.name };
  if (params.code) values.code = params.code;
  if (params.date) values.date = params.date;
  return values;
}

/** The body of the notice of each state a claim can reach by a change. */
const stateBodies: Readonly<Record<string, MailText>> = {
  inReview: 'caseInReviewBody',
  deficient: 'caseDeficientBody',
  approved: 'caseApprovedBody',
  denied: 'caseDeniedBody',
  appealed: 'caseAppealedBody',
  paid: 'casePaidBody',
};

const templates: { readonly [K in MailKind]: MailTemplate } = {
  claimReceived: {
    subject: 'claimReceivedSubject',
    paragraphs: () => ['claimReceivedGreeting', 'claimReceivedBody', 'claimReceivedLink', 'claimReceivedClosing'],
    link: 'site',
  },
  caseCode: {
    subject: 'caseCodeSubject',
    paragraphs: () => ['claimReceivedGreeting', 'caseCodeBody', 'claimReceivedClosing'],
    link: 'caseFile',
  },
  caseAddress: {
    subject: 'caseAddressSubject',
    paragraphs: () => ['claimReceivedGreeting', 'caseAddressBody', 'caseLink', 'claimReceivedClosing'],
    link: 'caseFile',
  },
  casePayout: {
    subject: 'casePayoutSubject',
    paragraphs: () => ['claimReceivedGreeting', 'casePayoutBody', 'caseLink', 'claimReceivedClosing'],
    link: 'caseFile',
  },
  caseAmended: {
    subject: 'caseAmendedSubject',
    paragraphs: () => ['claimReceivedGreeting', 'caseAmendedBody', 'caseLink', 'claimReceivedClosing'],
    link: 'caseFile',
  },
  // The resume link and when it expires: nothing of the answers.
  draftSaved: {
    subject: 'draftSavedSubject',
    paragraphs: () => ['draftSavedBody', 'draftSavedLink', 'draftSavedWarning', 'draftSavedClosing'],
    link: 'carried',
  },
  // To a person of the desk: a sign-in link was issued for them, when, and what to do if they did
  // not expect it (ASVS 2.2.3). Never the link itself.
  deskLinkIssued: {
    subject: 'deskLinkSubject',
    paragraphs: () => ['deskLinkGreeting', 'deskLinkBody', 'deskLinkWarning', 'deskLinkClosing'],
    link: 'site',
  },
  caseUpdate: {
    subject: 'caseUpdateSubject',
    paragraphs: (params) => [
      'claimReceivedGreeting',
      ('state' in params && stateBodies[params.state ?? '']) || 'caseInReviewBody',
      'caseLink',
      'claimReceivedClosing',
    ],
    link: 'caseFile',
  },
};

const themeColours = new Map<BrandId, Record<TokenName, string>>();

/** The tokens of a theme, read once from its file. */
function themeOf(brand: BrandId): Record<TokenName, string> {
  let tokens = themeColours.get(brand);
  if (!tokens) {
    tokens = readThemeCss(readFileSync(fileURLToPath(new URL(`../../themes/${brand}.css`, import.meta.url)), 'utf8')).tokens;
    themeColours.set(brand, tokens);
  }
  return tokens;
}

/** A theme value made safe for a style attribute (theme files hold no quotes, but a copy of them might). */
const styleValue = (value: string) => value.replace(/["<>;{}]/g, '');

/** A mail of the outbox, as its kind's template says it. */
export function renderMail(source: MailSource): RenderedMail {
  const template = templates[source.kind];
  const builtIn = builtInMailCopy(source.culture);
  const text = (name: TemplateText) =>
    isDeskText(name) ? deskMailCopy[name].englishText : source.copy[mailCopy[name].key] || builtIn?.[name] || mailCopy[name].englishText;
  const { params } = source;
  const link = template.link === 'carried' ? ('link' in params ? (params.link ?? '') : '') : source.links[template.link];
  const values: Record<string, string> = { ...valuesOf(params, source.culture), link };
  const plain = (name: TemplateText) => fillPlaceholders(text(name), values);
  const theme = themeOf(source.brand);
  // Only a web address becomes a link; anything else a package wrote there stays text.
  const linked = /^https?:\/\/[^\s]+$/i.test(link)
    ? `<a href="${escapeHtml(link)}" style="color:${styleValue(theme.link)}">${escapeHtml(link)}</a>`
    : escapeHtml(link);
  // The copy escaped first, then each parameter escaped into it: nothing a claimant typed (their
  // name) or a package wrote becomes markup.
  const html = (name: TemplateText, emphasis = true) =>
    escapeHtml(text(name)).replace(/\{(\w+)\}/g, (whole, param: string) => {
      if (param === 'link') return linked;
      const value = values[param];
      if (value === undefined) return whole;
      return emphasis && (param === 'referenceCode' || param === 'code') ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value);
    });
  // A paragraph that would only carry an empty link is left out.
  const paragraphs = template.paragraphs(params).filter((name) => link || !paramsOfText(name).has('link'));
  const lang = escapeHtml(source.culture);
  const dir = cultureDirection(source.culture);
  const subject = plain(template.subject).replace(/[\r\n]+/g, ' ');
  return {
    subject,
    text: `${paragraphs.map(plain).join('\n\n')}\n`,
    html: [
      '<!doctype html>',
      `<html lang="${lang}" dir="${dir}">`,
      `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
      `<body dir="${dir}" style="margin:0;padding:0;background:${styleValue(theme.surface)};color:${styleValue(theme.foreground)};font-family:${styleValue(theme['font-body'])}">`,
      `<div lang="${lang}" dir="${dir}" style="max-width:600px;margin:0 auto;background:${styleValue(theme.background)};border:1px solid ${styleValue(theme.border)}">`,
      `<div style="background:${styleValue(theme.header)};color:${styleValue(theme['header-fg'])};padding:16px 24px;font-size:20px">${html(template.subject, false)}</div>`,
      `<div style="padding:8px 24px 24px;font-size:16px;line-height:1.5">`,
      ...paragraphs.map((name) => `<p>${html(name)}</p>`),
      '</div></div></body></html>',
      '',
    ].join('\n'),
  };
}
