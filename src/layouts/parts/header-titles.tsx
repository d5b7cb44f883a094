import { useTranslation } from 'react-i18next';
import { headerCopy } from '@/contract/copy-keys';

/** The header titles of contract.md §Product: claims-administration label, case name and case number. */
export function HeaderTitles() {
  const { t } = useTranslation();
  return (
    <div data-slot="header-titles" className="min-w-0 space-y-1">
      <p className="text-sm font-semibold tracking-wide uppercase">{t(headerCopy.claimsAdministration)}</p>
      <p className="font-heading text-2xl font-bold break-words">{t(headerCopy.caseName)}</p>
      <p className="text-sm">{t(headerCopy.caseNumber)}</p>
    </div>
  );
}
