// The contract's user-facing error catalogue (contract.md §Errors), word for word, typos included: these are
// the strings claimants already know from the administrator's other sites.

/** Config or signature date fetch failure. */
export const REQUEST_FAILED = 'Your request failed. Please reload and try again.';

/** Submission failure, or a non-OK status other than 400 on submit. */
export const SUBMISSION_FAILED =
  'An error occured during your submission. Please try again. If this problem persists, please contact the settlement administrator at the email below.';

/** Authorize, CSRF, deadlines, captcha, payment settings, tracking and cultures failures. */
export const PROBLEM_OCCURRED =
  'A problem has occured during your submission. Please try again. If this problem persists, please contact the Settlement Administrator using the information below.';

/** Localization key of the dialog shown when a submission returns no reference code. */
export const SUBMISSION_DEFAULT_ERROR_KEY = 'Shared_ErrorMessage_Submission_Default';

/** Character whitelist fetch failure. */
export const ALLOWED_CHARACTERS_FAILED = 'Could not get allowed characters';

/** Captcha enabled but no valid token. */
export const INVALID_RECAPTCHA = 'Invalid recaptcha value';

/** A second submit while one is running. */
export const ALREADY_SUBMITTING = 'Form is already submitting.';
