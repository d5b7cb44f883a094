import { memo, useId, useRef, useState } from 'react';
import {
  parseScale,
  ratioRange,
  scaleBase,
  scaleSteps,
  withBase,
  withRatio,
  withStep,
  writeRem,
  writeScale,
  type Scale,
  type ScaleName,
} from '@themes/scales';
import { inputVariants } from '@ui/text-input';
import { cn } from '@ui/cn';

/** Props of ScaleRamp. */
interface ScaleRampProps {
  scale: ScaleName;
  /** The scale token's value in force (saved, or as edited). */
  value: string;
  /** A new value of the scale token; `merge` folds a run of typing into one undo step. */
  onChange: (value: string, merge: boolean) => void;
  /** The run of changes ended (focus left a field). */
  onSeal: () => void;
}

const titles = { type: 'Type', space: 'Spacing' } as const;

/** Props of NumberField. */
interface NumberFieldProps {
  label: string;
  /** The number the scale has now ('' when it has none, as explicit steps have no ratio). */
  shown: string;
  /** Why the text is not a number this field takes, or null when it is. */
  problem: (text: string) => string | null;
  apply: (text: string) => void;
  onFocus: () => void;
  onSeal: () => void;
  /** A line under the box; without it, the box stands in a table cell with its label for screen
   *  readers only (the row and column headers say what it is). */
  note?: string;
}

/** A number the scale is made from: applied as it is typed once it is valid, kept in the box
 *  with an error while it is not (as a token's own box does). */
function NumberField({ label, shown, problem, apply, onFocus, onSeal, note }: NumberFieldProps) {
  const compact = note === undefined;
  const id = useId();
  // The box's text and the value it was typed against: undo or an import change the scale from
  // outside, and then the box follows.
  const [typed, setTyped] = useState({ text: shown, base: shown });
  if (typed.base !== shown) setTyped({ text: shown, base: shown });
  const draft = typed.base === shown ? typed.text : shown;
  const error = draft.trim() === shown || draft.trim() === '' ? null : problem(draft.trim());
  const type = (text: string) => {
    const valid = text.trim() !== '' && problem(text.trim()) === null;
    if (!valid) {
      setTyped({ text, base: shown });
      return;
    }
    apply(text.trim());
    setTyped({ text, base: text.trim() });
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-box`} className={compact ? 'sr-only' : 'font-semibold'}>
        {label}
      </label>
      <input
        id={`${id}-box`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={draft}
        aria-invalid={error !== null || undefined}
        aria-describedby={[error && `${id}-error`, !compact && `${id}-note`].filter(Boolean).join(' ') || undefined}
        onChange={(e) => type(e.target.value)}
        onFocus={onFocus}
        onBlur={onSeal}
        className={cn(inputVariants({ fieldWidth: 'full' }), 'font-mono text-sm', compact && 'min-w-20')}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      {!compact && (
        <p id={`${id}-note`} className="text-sm text-muted-fg">
          {note}
        </p>
      )}
    </div>
  );
}

const numberPattern = /^(\d+(?:\.\d+)?|\.\d+)$/;

/** A scale's ramp: its base and ratio, editable, and every step drawn at its size with its size
 *  (and line height) in a box of its own. A ratio computes every step from the base; the saved
 *  themes' explicit steps keep their shape when the base moves, and give way to a ratio once one
 *  is typed (Undo brings them back); a step typed by hand turns a ratio's steps into explicit ones. */
function ScaleRampView({ scale, value, onChange, onSeal }: ScaleRampProps) {
  const id = useId();
  // The scale as a run of typing began: each keystroke scales from it, not from the last
  // keystroke's rounded steps, so typing 1.125 gives the steps of 1.125 and no drift.
  const runStart = useRef<Scale | null>(null);
  const parsed = parseScale(scale, value);
  // The editor only lets valid values in, but a stored edit from an older editor may not be.
  if (typeof parsed === 'string') return <p className="text-danger">{parsed}</p>;
  const steps = scaleSteps(scale, parsed);
  const title = titles[scale];
  const base = scaleBase(scale, parsed);
  const start = () => runStart.current ?? parsed;
  const fieldEvents = {
    onFocus: () => {
      runStart.current = parsed;
    },
    onSeal: () => {
      runStart.current = null;
      onSeal();
    },
  };

  const baseProblem = (text: string) =>
    numberPattern.test(text) && Number(text) > 0 && Number(text) <= 10 ? null : 'Enter a size in rem above 0 and up to 10, such as 1.125.';
  // A step typed by hand: a size in rem that keeps the scale a scale (the steps grow, a line
  // height is not below its size).
  const stepProblem = (step: string, part: 'size' | 'leading') => (text: string) => {
    if (!numberPattern.test(text) || Number(text) <= 0) return 'Enter a size in rem above 0, such as 1.125.';
    const next = withStep(scale, start(), step, part, Number(text));
    return typeof next === 'string' ? next : null;
  };
  const applyStep = (step: string, part: 'size' | 'leading') => (text: string) => {
    const next = withStep(scale, start(), step, part, Number(text));
    if (typeof next !== 'string') onChange(writeScale(next), true);
  };
  const stepName = (name: string) => (scale === 'type' ? `text-${name}` : name);
  const ratioProblem = (text: string) =>
    numberPattern.test(text) && Number(text) >= ratioRange.min && Number(text) <= ratioRange.max
      ? null
      : `Enter a number from ${ratioRange.min} to ${ratioRange.max}, such as 1.2.`;

  return (
    <section aria-labelledby={`${id}-title`} data-slot="scale-ramp" data-scale={scale} className="space-y-3">
      <h4 id={`${id}-title`} className="text-lg font-bold">
        {title} scale
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          label={`${title} base, in rem`}
          shown={String(base)}
          problem={baseProblem}
          apply={(text) => onChange(writeScale(withBase(scale, start(), Number(text))), true)}
          {...fieldEvents}
          note={
            parsed.kind === 'ratio' ? `The ${scale === 'type' ? 'body text' : 'middle step'} size.` : 'Every step grows or shrinks with it.'
          }
        />
        <NumberField
          label={`${title} ratio`}
          shown={parsed.kind === 'ratio' ? String(parsed.ratio) : ''}
          problem={ratioProblem}
          apply={(text) => onChange(writeScale(withRatio(scale, start(), Number(text))), true)}
          {...fieldEvents}
          note={
            parsed.kind === 'ratio'
              ? 'Each step is this many times the one below.'
              : 'None: the steps are set one by one. A ratio computes every step from the base.'
          }
        />
      </div>
      <table className="w-full border-collapse text-left">
        <caption className="text-left font-semibold">{title} ramp</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col">Step</th>
            <th scope="col">Sample</th>
            <th scope="col">Size, in rem</th>
            {scale === 'type' && <th scope="col">Line height, in rem</th>}
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={step.name} className="border-b border-border align-middle">
              <th scope="row" className="pr-2 font-mono text-sm font-normal">
                {stepName(step.name)}
              </th>
              <td className="py-1 pr-2">
                {/* Drawn at the step's own size (inline, so the ramp shows a value before any page has it). */}
                {scale === 'type' ? (
                  <span style={{ fontSize: writeRem(step.size), lineHeight: writeRem(step.leading!) }}>Claim form</span>
                ) : (
                  <span aria-hidden="true" className="block h-3 bg-primary" style={{ inlineSize: writeRem(step.size) }} />
                )}
              </td>
              <td className="py-1 pr-2">
                <NumberField
                  label={`${stepName(step.name)} size`}
                  shown={String(step.size)}
                  problem={stepProblem(step.name, 'size')}
                  apply={applyStep(step.name, 'size')}
                  {...fieldEvents}
                />
              </td>
              {scale === 'type' && (
                <td className="py-1">
                  <NumberField
                    label={`${stepName(step.name)} line height`}
                    shown={String(step.leading!)}
                    problem={stepProblem(step.name, 'leading')}
                    apply={applyStep(step.name, 'leading')}
                    {...fieldEvents}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The ramp, drawn again only when its scale's value changes: its dozen boxes would otherwise be
 *  drawn again on every keystroke in any other token. Its handlers are taken at first draw, so
 *  the editor keys each ramp by brand (a ramp's handlers write to one brand's scale token, which
 *  is the same in both schemes). */
export const ScaleRamp = memo(ScaleRampView, (before, after) => before.scale === after.scale && before.value === after.value);
