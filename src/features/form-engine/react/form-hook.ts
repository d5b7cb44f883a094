import { createFormHook } from '@tanstack/react-form';
import type { WidgetType } from '@/contract/model-config';
import { CheckboxField } from './fields/checkbox-field';
import { HybridRadioField, RadioField, SelectField } from './fields/choice-fields';
import { DateField } from './fields/date-field';
import { FileField } from './fields/file-field';
import { HiddenField } from './fields/hidden-field';
import { TextAreaField, TextField } from './fields/text-field';
import { fieldContext, formContext } from './form-context';

/** The field registry: one component per widget of the model configs, bound to TanStack Form's
 *  field context (`<form.AppField name=...>{(field) => <field.TextField config=... />}`). */
export const fieldComponents = {
  DateField,
  FileField,
  HiddenField,
  RadioField,
  HybridRadioField,
  SelectField,
  TextField,
  TextAreaField,
  CheckboxField,
};

/** The registry entry that renders each widget type. */
export const widgetComponentName: Readonly<Record<WidgetType, keyof typeof fieldComponents>> = {
  date: 'DateField',
  file: 'FileField',
  hidden: 'HiddenField',
  radio: 'RadioField',
  hybridRadio: 'HybridRadioField',
  select: 'SelectField',
  text: 'TextField',
  textArea: 'TextAreaField',
  checkbox: 'CheckboxField',
};

/** The app's form hook with the widget registry: useAppForm, withForm and withFieldGroup for
 *  blocks that compose fields by hand. */
export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents,
  formComponents: {},
});
