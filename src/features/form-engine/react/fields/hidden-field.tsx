import { asText } from '@/engine/values';
import { useFieldView, type ModelFieldProps } from '../field-view';

/** Hidden widget: nothing to see or focus; the value stays in the model and goes with the
 *  submission. The hidden input only mirrors it for debugging. */
export function HiddenField({ config }: ModelFieldProps) {
  const { value, shared } = useFieldView(config);
  return <input type="hidden" id={shared.id} name={config.key} value={asText(value) ?? ''} data-slot="hidden-field" />;
}
