import { useTranslation } from 'react-i18next';
import { sharedCopy } from '@/contract/copy-keys';
import { catalogue } from '@/contract/copy-catalogue';
import { findConfig, type ModelStore } from '@/engine/models';
import { requiredMarker } from '@/engine/rules/required-marker';
import { shownKeys } from '@/engine/sections/section-definition';
import { sectionShows } from '@/engine/sections/registry';
import type { WizardPageDescription } from './wizard-pages';

/** Whether a page shows a field with the required marker: a field one of its blocks shows (as
 *  its kind's definition says: every field of the model, the listed keys or the block's own)
 *  whose rules mark it. Values the authorize answer brought are the server's, never asked for. */
export function pageMarksRequired(description: WizardPageDescription, store: ModelStore): boolean {
  return description.sections.some((section) => {
    const shows = sectionShows(section);
    if (!shows || !('mapping' in shows)) return false;
    const config = findConfig(store, description.formType, shows.mapping);
    if (!config) return false;
    const keys = shownKeys(shows.fields);
    const shown = keys ? new Set(keys) : null;
    return config.fields.some((field) => (shown === null || shown.has(field.key)) && requiredMarker(field, config.fields));
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
