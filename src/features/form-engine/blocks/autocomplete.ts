import { useEffect } from 'react';
import { fieldControlId } from '../react/form-context';

// WCAG 1.3.5 (Identify Input Purpose) asks the name and address inputs to carry autofill
// tokens. The registry's text widget has no autocomplete setting (model configs do not name
// one), so the blocks that know what their fields mean add the token to the rendered inputs.
// React does not own the attribute on those inputs, so it stays until the input is replaced;
// the effect runs after every render of the block to reach inputs that appeared since.

/** Sets `autocomplete` on the rendered inputs of a model's fields, by field key. */
export function useAutocompleteTokens(clientId: string, tokens: Readonly<Record<string, string>>): void {
  useEffect(() => {
    for (const [key, token] of Object.entries(tokens)) {
      const element = document.getElementById(fieldControlId(clientId, key));
      if (element instanceof HTMLInputElement && element.getAttribute('autocomplete') !== token) {
        element.setAttribute('autocomplete', token);
      }
    }
  });
}
