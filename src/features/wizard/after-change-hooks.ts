import type { AfterChangeHook } from '@/features/form-engine/react/engine-context';

/** The afterChangeHooks a model config may name (props.afterChangeHook); a config naming any
 *  other is a developer error the field reports. */
export const afterChangeHooks: Readonly<Record<string, AfterChangeHook>> = {
  /** Keeps a code such as a VIN in capitals as the claimant types it. */
  uppercase: ({ clientId, key, value, engine }) => {
    if (typeof value === 'string' && value !== value.toUpperCase()) engine.editField(clientId, key, value.toUpperCase());
  },
};
