import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@ui/cn';
import { headerCopy } from '@/contract/copy-keys';
import type { EnabledCultures } from '@/features/localization/resolve-culture';
import { culturesQuery } from '@/lib/api/queries';
import { EnglishSwitch } from './site-links';

/** Every enabled culture with the name it is shown by: the package's own name for it, else the
 *  platform's name of the language in that language ("Español", "Tiếng Việt", "العربية"). */
function cultureChoices(enabled: EnabledCultures | null | undefined): { code: string; name: string }[] {
  if (!enabled) return [];
  const entries: [string, string | undefined][] = Array.isArray(enabled)
    ? enabled.map((code) => [code, undefined])
    : Object.entries(enabled as Record<string, string>);
  if (!entries.some(([code]) => code === 'en')) entries.unshift(['en', undefined]);
  return entries.map(([code, name]) => ({ code, name: name?.trim() || ownLanguageName(code) }));
}

function ownLanguageName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const linkClass =
  'inline-flex min-h-6 items-center rounded-theme-sm px-1 text-header-fg underline underline-offset-4 hover:no-underline focus-visible:outline-header-fg aria-[current=page]:font-bold aria-[current=page]:no-underline';

/** The language menu: a list of links, one per enabled culture, each named in its own language
 *  (with `lang`, so a screen reader reads it in that language). A link keeps the page and, being
 *  a navigation inside the app, every answer given so far; the active culture is marked current.
 *  English is reached through the switch to English while another language is active. Hidden
 *  when the settlement has one culture. */
function LanguageMenu({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(culturesQuery());
  const all = cultureChoices(data);
  if (all.length < 2) return null;
  // While another language is active, the switch to English beside the menu is its English
  // entry: listing English twice would give two links of the same name.
  const choices = i18n.language === 'en' ? all : all.filter(({ code }) => code !== 'en');
  return (
    <nav aria-label={t(headerCopy.languageMenu)} data-slot="language-menu" className={className}>
      <ul className="m-0 flex list-none flex-wrap items-center gap-x-3 gap-y-1 p-0">
        {choices.map(({ code, name }) => (
          <li key={code}>
            <Link
              to="."
              search={(previous: Record<string, unknown>) => ({ ...previous, culture: code })}
              lang={code}
              hrefLang={code}
              // The link to the active language leads to this very page: the current page, as the
              // router also marks it when the address names the culture.
              aria-current={code === i18n.language ? 'page' : undefined}
              className={cn(linkClass)}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The header's ways to another language, side by side: the switch to English and the menu. */
export function HeaderLanguages() {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <EnglishSwitch />
      <LanguageMenu />
    </div>
  );
}
