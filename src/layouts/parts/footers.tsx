import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@ui/icon';
import { footerCopy } from '@/contract/copy-keys';
import { ColourSchemeChoice } from './colour-scheme-choice';
import { HtmlCopy } from './html-copy';
import { HeaderBlock } from '@ui/header-block';

const footerLinkClass = 'text-footer-fg underline underline-offset-4 hover:no-underline focus-visible:outline-footer-fg';

/** Digits and a leading plus only, for a tel: address. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function ContactEntry({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Icon name={icon} className="mt-1 size-4 shrink-0" />
      <div className="min-w-0">
        <span className="font-semibold">{label}: </span>
        {children}
      </div>
    </li>
  );
}

/** The copyright line with the current year (contract.md §Constants). */
function Copyright() {
  const { t } = useTranslation();
  return (
    <p data-slot="copyright" className="text-sm">
      {t(footerCopy.copyright, { year: new Date().getFullYear() })}
    </p>
  );
}

function FooterShell({ variant, children }: { variant: string; children: ReactNode }) {
  return (
    <footer data-slot="site-footer" data-variant={variant} className="mt-auto bg-footer text-footer-fg">
      {/* An email address or an administrator's name is one long word: at 320 CSS px it must break
          anywhere rather than push the page sideways (WCAG 1.4.10 reflow). */}
      <div className="mx-auto max-w-6xl space-y-4 p-page wrap-anywhere">
        {children}
        <ColourSchemeChoice />
        <Copyright />
      </div>
    </footer>
  );
}

/** The settlement administrator's phone number as a call link. */
function PhoneEntry() {
  const { t } = useTranslation();
  const phone = t(footerCopy.phone);
  return (
    <ContactEntry icon="phone" label={t(footerCopy.callLabel)}>
      <a href={telHref(phone)} className={footerLinkClass}>
        {phone}
      </a>
    </ContactEntry>
  );
}

/** The settlement administrator's email address as a mail link. */
function EmailEntry() {
  const { t } = useTranslation();
  const email = t(footerCopy.email);
  return (
    <ContactEntry icon="envelope" label={t(footerCopy.emailLabel)}>
      <a href={`mailto:${email}`} className={footerLinkClass}>
        {email}
      </a>
    </ContactEntry>
  );
}

/** The administrator's mailing address, under the addressee the footer variant names. */
function MailEntry({ addressee }: { addressee: string }) {
  const { t } = useTranslation();
  return (
    <ContactEntry icon="location-dot" label={t(footerCopy.mailLabel)}>
      <address className="not-italic">
        {t(addressee)}
        <br />
        {t(footerCopy.mailStreet)}
        <br />
        {t(footerCopy.mailCityStateZip)}
      </address>
    </ContactEntry>
  );
}

/** The standard footer: heading, instructions and call, fax, email and mail entries. */
export function StandardFooter() {
  const { t } = useTranslation();
  return (
    <FooterShell variant="standard">
      <h2 className="text-xl font-bold">{t(footerCopy.header)}</h2>
      <p className="max-w-prose">{t(footerCopy.instructions)}</p>
      <ul className="m-0 grid list-none gap-2 p-0 sm:grid-cols-2">
        <PhoneEntry />
        <ContactEntry icon="paper-plane" label={t(footerCopy.faxLabel)}>
          {t(footerCopy.fax)}
        </ContactEntry>
        <EmailEntry />
        <MailEntry addressee={footerCopy.mailName} />
      </ul>
    </FooterShell>
  );
}

/** The kontent footer: questions heading, a welcome line naming the settlement, phone, email and address. */
export function KontentFooter() {
  const { t } = useTranslation();
  return (
    <FooterShell variant="kontent">
      <h2 className="text-xl font-bold">{t(footerCopy.questionsHeading)}</h2>
      <p className="max-w-prose">{t(footerCopy.welcome)}</p>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        <PhoneEntry />
        <EmailEntry />
        <MailEntry addressee={footerCopy.settlementName} />
      </ul>
    </FooterShell>
  );
}

/** The FTC footer: a header block and a copy block (the settlement's HTML: links, emphasis,
 *  rendered through the copy block, which keeps only harmless markup), then the administrator's
 *  phone, email and address from the copy. The contract's FTC footer has the two blocks only, but
 *  then no page of the theme told a claimant how to reach the administrator, although the copy
 *  holds the contact details; help belongs in the same place on every page. */
export function FtcFooter() {
  const { t } = useTranslation();
  return (
    <FooterShell variant="ftc">
      <HeaderBlock styleTag="h2" className="text-xl">
        {t(footerCopy.ftcHeader)}
      </HeaderBlock>
      <HtmlCopy html={t(footerCopy.ftcCopy)} className="max-w-prose [&_a]:text-footer-fg" />
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        <PhoneEntry />
        <EmailEntry />
        <MailEntry addressee={footerCopy.mailName} />
      </ul>
    </FooterShell>
  );
}
