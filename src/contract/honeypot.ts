// The honeypot: a field the claim form renders out of sight and out of reach of people and
// assistive technology, which only a script filling every input fills in. The client sends what
// it holds in a header of the submit; the server flags a claim whose header is not empty.

/** The field's name in the form (a name form-filling scripts like to fill). */
export const honeypotField = 'website';

/** The submit header that carries the field's value (sent only when it is not empty). */
export const honeypotHeader = 'X-Claim-Website';
