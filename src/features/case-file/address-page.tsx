import { useTranslation } from 'react-i18next';
import { caseFileCopy } from '@/contract/copy-keys';
import { AddressForm } from './address-form';
import { ChangePage } from './change-page';

/** The change of address at /coa: the claim's mailing address to change, once signed in. */
export function AddressPage() {
  const { t } = useTranslation();
  return (
    <ChangePage
      name="case-address"
      copy={{
        title: caseFileCopy.addressTitle,
        heading: caseFileCopy.addressHeading,
        done: caseFileCopy.addressDone,
        closed: caseFileCopy.addressClosed,
      }}
      isOpen={(caseFile) => caseFile.actions.changeAddress}
      form={(caseFile, onDone) => (
        <>
          <p className="m-0 max-w-prose">{t(caseFileCopy.addressIntro)}</p>
          <AddressForm caseFile={caseFile} onDone={onDone} />
        </>
      )}
    />
  );
}
