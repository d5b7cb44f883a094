import { honeypotField } from '@/contract/honeypot';

/** The honeypot of the submit page: an input out of sight (sr-only), hidden from assistive
 *  technology (aria-hidden), out of the tab order and closed to autofill, so no person fills it in;
 *  a script filling every input does, and the server flags its claim (src/contract/honeypot.ts). */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="sr-only" data-slot="honeypot">
      <label>
        Website
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** What the page's honeypot field holds now (empty when there is none or nobody filled it). */
export function honeypotValue(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLInputElement>(`input[name="${honeypotField}"]`)?.value ?? '';
}
