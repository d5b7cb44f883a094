import { Checkbox } from '@ui/checkbox';
import { looseEquals } from '@/engine/values';
import { useFieldView, type ModelFieldProps } from '../field-view';

/** Checkbox widget: one yes/no box, false until ticked, Enter toggles as Space does, and its
 *  first error shown above it in the danger colour. */
export function CheckboxField({ config, state }: ModelFieldProps) {
  const { field, value, shared, change } = useFieldView(config);
  const { suppressLabel: _suppressed, ...props } = shared;
  return (
    <Checkbox
      {...props}
      name={config.key}
      checked={looseEquals(value, true)}
      onCheckedChange={(checked) => change(checked)}
      onBlur={field.handleBlur}
      disabled={state.disabled}
    />
  );
}
