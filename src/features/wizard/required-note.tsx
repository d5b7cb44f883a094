import { useTranslation } from 'react-i18next';
import { sharedCopy } from '@/contract/copy-keys';
import { catalogue } from '@/contract/copy-catalogue';
import { findConfig, type ModelStore } from '@/engine/models';
import { requiredMarker } from '@/engine/rules/required-marker';
import type { WizardPageDescription } from './wizard-pages';

/** Whether a page shows a field with the required marker: a field of one of its blocks' models
 *  (a fields block's own keys only) whose rules mark it. */
export function pageMarksRequired(description: WizardPageDescription, store: ModelStore): boolean {
  return description.sections.some((section) => {
    if (!('mapping' in section)) return false;
    const config = findConfig(store, description.formType, section.mapping);
    if (!config) return false;
    const keys = section.kind === 'fields' && section.keys ? new Set(section.keys) : null;
    return config.fields.some((field) => (keys === null || keys.has(field.key)) && requiredMarker(field, config.fields));
  });
}

/** Says once, near the top of a form page, what the red `*` beside a question means. */
export function RequiredNote() {
  const { t } = useTranslation();
  return (
    <p data-slot="required-note" className="m-0 text-sm">
      {t(sharedCopy.requiredNote, { defaultValue: catalogue.shared.requiredNote.defaultText })}
    </p>
  );
}
