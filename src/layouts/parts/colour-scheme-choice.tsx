import { useTranslation } from 'react-i18next';
import { cn } from '@ui/cn';
import { Select } from '@ui/select';
import { footerCopy } from '@/contract/copy-keys';
import { chooseScheme, schemeChoices, useSchemeChoice, type SchemeChoice } from '@/features/html-settings/colour-scheme';

const choiceCopy = {
  system: footerCopy.colorSchemeSystem,
  light: footerCopy.colorSchemeLight,
  dark: footerCopy.colorSchemeDark,
} as const satisfies Record<SchemeChoice, string>;

/** The claimant's choice of light or dark colours, or the device's, kept for the session. The
 *  native Select: every browser and screen reader knows it, the keyboard works it, and it costs
 *  the page no script of its own (the header's menu loads Radix only when opened; this would
 *  load it on every page). In the footer's own colours, so it reads in every theme and scheme. */
export function ColourSchemeChoice({ className }: { className?: string }) {
  const { t } = useTranslation();
  const choice = useSchemeChoice();
  return (
    <Select
      label={t(footerCopy.colorScheme)}
      options={schemeChoices.map((value) => ({ value, label: t(choiceCopy[value]) }))}
      placeholder={null}
      value={choice}
      onChange={(event) => chooseScheme(event.currentTarget.value as SchemeChoice)}
      className={cn('flex-row flex-wrap items-center gap-2', className)}
      selectClassName="w-auto border-footer-fg bg-footer px-2 text-footer-fg focus-visible:outline-footer-fg"
    />
  );
}
