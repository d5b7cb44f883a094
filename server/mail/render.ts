// A mail of the outbox as subject, plain text and HTML, in the culture its claim was filed in: the
// package's copy of that culture (English where it has none, mail-copy.ts), its {parameters}
// filled in. The HTML part escapes the copy and every parameter, is laid out in the colours of the
// site's theme (themes/<brand>.css), and names the language and its direction (`dir="rtl"` for
// Arabic, Hebrew ...), so mail programs set it as the site does.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fillPlaceholders } from '../../src/engine/message-params';
import { cultureDirection } from '../../src/features/localization/direction';
import type { BrandId } from '../../themes/registry';
import { readThemeCss } from '../../themes/theme-css';
import type { TokenName } from '../../themes/tokens';
import { escapeAttribute as escapeHtml } from '../app-config';
import type { MailParams } from '../db/mail-outbox';
import { mailCopy, type MailText } from './mail-copy';

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
  params: MailParams;
  /** The settlement website, or '' when the package names none. */
  link: string;
}

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

/** A mail's texts in order: the subject, then its paragraphs. */
interface MailLayout {
  subject: MailText;
  paragraphs: readonly MailText[];
  values: Readonly<Record<string, string>>;
  /** The parameter set in bold in the HTML part, if any. */
  emphasis?: string;
}

/** A mail of `source`'s culture and theme laid out from its copy. */
function renderMail(source: Omit<MailSource, 'params' | 'link'> & { link: string }, layout: MailLayout): RenderedMail {
  const text = (name: MailText) => source.copy[mailCopy[name].key] || mailCopy[name].englishText;
  const values = layout.values;
  const plain = (name: MailText) => fillPlaceholders(text(name), values);
  const theme = themeOf(source.brand);
  // Only a web address becomes a link; anything else a package wrote there stays text.
  const linked = /^https?:\/\/[^\s]+$/i.test(source.link)
    ? `<a href="${escapeHtml(source.link)}" style="color:${styleValue(theme.link)}">${escapeHtml(source.link)}</a>`
    : escapeHtml(source.link);
  // The copy escaped first, then each parameter escaped into it: nothing a claimant typed (their
  // name) or a package wrote becomes markup.
  const html = (name: MailText, emphasis = false) =>
    escapeHtml(text(name)).replace(/\{(\w+)\}/g, (whole, param: string) => {
      if (param === 'link') return linked;
      const value = values[param];
      if (value === undefined) return whole;
      return emphasis && param === layout.emphasis ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value);
    });
  const lang = escapeHtml(source.culture);
  const dir = cultureDirection(source.culture);
  const subject = plain(layout.subject).replace(/[\r\n]+/g, ' ');
  return {
    subject,
    text: `${layout.paragraphs.map(plain).join('\n\n')}\n`,
    html: [
      '<!doctype html>',
      `<html lang="${lang}" dir="${dir}">`,
      `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
      `<body dir="${dir}" style="margin:0;padding:0;background:${styleValue(theme.surface)};color:${styleValue(theme.foreground)};font-family:${styleValue(theme['font-body'])}">`,
      `<div lang="${lang}" dir="${dir}" style="max-width:600px;margin:0 auto;background:${styleValue(theme.background)};border:1px solid ${styleValue(theme.border)}">`,
      `<div style="background:${styleValue(theme.header)};color:${styleValue(theme['header-fg'])};padding:16px 24px;font-size:20px">${html(layout.subject)}</div>`,
      `<div style="padding:8px 24px 24px;font-size:16px;line-height:1.5">`,
      ...layout.paragraphs.map((name) => `<p>${html(name, true)}</p>`),
      '</div></div></body></html>',
      '',
    ].join('\n'),
  };
}

/** The confirmation mail of a filed claim. */
export function renderClaimReceived(source: MailSource): RenderedMail {
  const params = 'referenceCode' in source.params ? source.params : { referenceCode: '', name: '' };
  return renderMail(source, {
    subject: 'claimReceivedSubject',
    paragraphs: [
      'claimReceivedGreeting',
      'claimReceivedBody',
      ...(source.link ? (['claimReceivedLink'] as const) : []),
      'claimReceivedClosing',
    ],
    values: { referenceCode: params.referenceCode, name: params.name, link: source.link },
    emphasis: 'referenceCode',
  });
}

/** The mail of a saved draft: its resume link and when it expires, nothing of the answers. */
export function renderDraftSaved(source: Omit<MailSource, 'link'>): RenderedMail {
  const params = 'draftId' in source.params ? source.params : { link: '', expiresAt: new Date(0).toISOString() };
  const link = params.link ?? '';
  // In UTC, said so: the mail cannot know the reader's zone.
  const when = new Intl.DateTimeFormat(source.culture, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const expiresOn = `${when.format(new Date(params.expiresAt))} UTC`;
  return renderMail(
    { ...source, link },
    {
      subject: 'draftSavedSubject',
      paragraphs: ['draftSavedBody', 'draftSavedLink', 'draftSavedWarning', 'draftSavedClosing'],
      values: { link, expiresOn },
    },
  );
}
