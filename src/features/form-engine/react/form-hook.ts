import type { ComponentType } from 'react';
import { createFormHook } from '@tanstack/react-form';
import type { WidgetType } from '@/contract/widgets';
import type { ModelFieldProps } from './field-view';
import { CheckboxField } from './fields/checkbox-field';
import { HybridRadioField, RadioField, SelectField } from './fields/choice-fields';
import { DateField } from './fields/date-field';
import { FileField } from './fields/file-field';
import { HiddenField } from './fields/hidden-field';
import { TextAreaField, TextField } from './fields/text-field';
import { fieldContext, formContext } from './form-context';

/** The component that renders each widget of the model configs (src/contract/widgets.ts), inside
 *  TanStack Form's field context (`<form.AppField>`); a widget without one does not compile. */
export const widgetComponents: { readonly [W in WidgetType]: ComponentType<ModelFieldProps> } = {
  date: DateField,
  file: FileField,
  hidden: HiddenField,
  radio: RadioField,
  hybridRadio: HybridRadioField,
  select: SelectField,
  text: TextField,
  textArea: TextAreaField,
  checkbox: CheckboxField,
};

/** The app's form hook over the field and form contexts the widgets read. */
export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {},
  formComponents: {},
});
