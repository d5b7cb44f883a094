import { useId, useState, type ReactNode, type Ref, type RefCallback } from 'react';
import { cn } from './cn';

/** The attributes a control needs so its label, hint and error reach assistive technology. */
interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** What useFieldIds needs to know about a field. */
interface FieldIdsOptions {
  id?: string | undefined;
  hasHint: boolean;
  hasError: boolean;
  required?: boolean | undefined;
}

/** Builds the ids of a field's control, hint and error (`${id}-hint`, `${id}-error`) and the
 *  control's ARIA attributes, with hint before error in aria-describedby as GOV.UK does. */
export function useFieldIds({ id, hasHint, hasError, required }: FieldIdsOptions) {
  const generated = useId();
  const controlId = id ?? `field-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': hasError ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  return { controlId, hintId, errorId, control };
}

/** The visible required marker; the requirement itself reaches screen readers via aria-required. */
export function RequiredMarker({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" data-slot="required-marker" className={cn('ms-1 text-danger', className)}>
      *
    </span>
  );
}

/** A field's hint text. */
export function FieldHint({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <div id={id} data-slot="field-hint" className={cn('text-sm text-muted-fg', className)}>
      {children}
    </div>
  );
}

/** A field's error messages: one line each, with a visually hidden prefix so a screen reader
 *  reading the description says it is an error (the prefix is a prop: ui holds no copy). */
export function FieldError({
  id,
  messages,
  prefix = 'Error:',
  className,
}: {
  id: string;
  messages: readonly string[];
  prefix?: string;
  className?: string;
}) {
  if (messages.length === 0) return null;
  return (
    <div id={id} data-slot="field-error" className={cn('text-sm font-semibold text-danger', className)}>
      {messages.map((message, i) => (
        <p key={`${i}-${message}`}>
          {/* The space sits outside the hidden span: accessible-name rules trim it inside. */}
          <span className="sr-only">{prefix}</span> {message}
        </p>
      ))}
    </div>
  );
}

/** Shared props of a labelled field. */
export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Error messages to show; a string is one message. */
  error?: string | readonly string[] | null | undefined;
  /** Show the required marker and set aria-required. */
  required?: boolean;
  /** Visually hide the label (it still names the control). */
  suppressLabel?: boolean;
  /** Hide the visible required marker but keep aria-required. */
  disableRequiredStyling?: boolean;
  /** Visually hidden text before each error message. */
  errorPrefix?: string;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Normalises the error prop to a list of messages. */
function errorList(error: FieldProps['error']): readonly string[] {
  if (!error) return [];
  return typeof error === 'string' ? [error] : error;
}

/** The error messages without blanks and repeats (several rules can fail with the same text). */
export function uniqueErrors(error: FieldProps['error']): readonly string[] {
  return [...new Set(errorList(error).filter((message) => message.trim() !== ''))];
}

/** Keeps a value controlled when `value` is given and local otherwise. */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [local, setLocal] = useState<T>(defaultValue);
  const current = value === undefined ? local : value;
  const set = (next: T) => {
    if (value === undefined) setLocal(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

/** Joins refs into one callback ref, so a control can take both the caller's ref and a helper's
 *  (an input mask) without the ui library knowing about the helper. */
export function composeRefs<T>(...refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () => {
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}

/** The props a field primitive hands to its Field wrapper rather than to its control. */
type FieldWrapperProps = Omit<FieldProps, 'children'>;

const wrapperKeys = [
  'label',
  'hint',
  'error',
  'required',
  'suppressLabel',
  'disableRequiredStyling',
  'errorPrefix',
  'id',
  'className',
] as const;

/** Splits a field primitive's props into its Field wrapper's and the rest, for its control. */
export function splitFieldProps<P extends FieldWrapperProps>(props: P): [FieldWrapperProps, Omit<P, keyof FieldWrapperProps>] {
  const wrapper: Record<string, unknown> = {};
  const rest: Record<string, unknown> = { ...props };
  for (const key of wrapperKeys) {
    wrapper[key] = rest[key];
    delete rest[key];
  }
  return [wrapper as unknown as FieldWrapperProps, rest as Omit<P, keyof FieldWrapperProps>];
}

// Field and Fieldset differ only in label versus legend; both start from the same errors and ids.
function useFieldParts({ id, hint, error, required }: Pick<FieldProps, 'id' | 'hint' | 'error' | 'required'>) {
  const errors = errorList(error);
  return { errors, ...useFieldIds({ id, hasHint: Boolean(hint), hasError: errors.length > 0, required }) };
}

/** A single labelled control with hint and error wired through ids and aria-describedby. */
export function Field({
  label,
  hint,
  error,
  required,
  suppressLabel,
  disableRequiredStyling,
  errorPrefix,
  id,
  className,
  children,
}: FieldProps) {
  const { errors, controlId, hintId, errorId, control } = useFieldParts({ id, hint, error, required });
  return (
    <div data-slot="field" data-invalid={errors.length > 0 || undefined} className={cn('group/field flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className={cn('font-semibold', suppressLabel && 'sr-only')}>
        {label}
        {required && !disableRequiredStyling && <RequiredMarker />}
      </label>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} messages={errors} prefix={errorPrefix} />
      {children(control)}
    </div>
  );
}

/** Props of a group of controls (radios, checkboxes, name, address, date). */
export interface FieldsetProps extends Omit<FieldProps, 'children' | 'label'> {
  legend: ReactNode;
  /** `radiogroup` for a set of radios: that role, unlike `group`, carries aria-required and
   *  aria-invalid, so the group's state is announced once rather than on every radio. */
  role?: 'group' | 'radiogroup';
  /** Render the legend as a page-level heading-sized caption. */
  legendSize?: 'base' | 'lg';
  children: (group: { describedBy: string | undefined; invalid: boolean; ids: { hintId: string; errorId: string } }) => ReactNode;
}

/** A fieldset with legend, hint and error: the accessible wrapper for grouped controls. */
export function Fieldset({
  legend,
  role,
  legendSize = 'base',
  hint,
  error,
  required,
  suppressLabel,
  disableRequiredStyling,
  errorPrefix,
  id,
  className,
  children,
}: FieldsetProps) {
  const { errors, controlId, hintId, errorId, control } = useFieldParts({ id, hint, error, required });
  return (
    <fieldset
      id={controlId}
      data-slot="fieldset"
      role={role === 'radiogroup' ? 'radiogroup' : undefined}
      data-invalid={errors.length > 0 || undefined}
      aria-describedby={control['aria-describedby']}
      aria-required={role === 'radiogroup' ? control['aria-required'] : undefined}
      aria-invalid={role === 'radiogroup' ? control['aria-invalid'] : undefined}
      className={cn('group/field m-0 flex min-w-0 flex-col gap-2 border-0 p-0', className)}
    >
      <legend className={cn('mb-1 p-0 font-semibold', legendSize === 'lg' && 'text-xl', suppressLabel && 'sr-only')}>
        {legend}
        {required && !disableRequiredStyling && <RequiredMarker />}
      </legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} messages={errors} prefix={errorPrefix} />
      {children({ describedBy: control['aria-describedby'], invalid: errors.length > 0, ids: { hintId, errorId } })}
    </fieldset>
  );
}
