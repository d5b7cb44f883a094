import { useMemo, type ReactNode } from 'react';
import { FormEngineProvider, useFormEngine } from '../react/engine-context';
import type { FormEngine } from '../react/engine';

// A mounted ModelFields registers its fields with the engine, so the page's Next (validateAll)
// validates them. The fields of a record block are different: an empty draft the block started
// by itself must not stop the page, and the block decides what its records owe the page (at
// least one saved record, no unsaved draft, a minimum row count). Fields rendered inside this
// scope use the same engine and settings but are not registered; the block validates them
// through their ModelFields handles and registers its own check instead.

const NOT_REGISTERED = () => () => undefined;

/** The nearest engine with `register` switched off (everything else is the same engine). */
function useUnregisteredEngine(): FormEngine {
  const { engine } = useFormEngine();
  return useMemo(() => ({ ...engine, register: NOT_REGISTERED }), [engine]);
}

/** Renders fields whose validation belongs to the enclosing block rather than to the page. */
export function BlockValidationScope({ children }: { children: ReactNode }) {
  const settings = useFormEngine();
  const engine = useUnregisteredEngine();
  return (
    <FormEngineProvider
      engine={engine}
      whitelist={settings.whitelist}
      now={settings.now}
      track={settings.track}
      afterChangeHooks={settings.afterChangeHooks}
    >
      {children}
    </FormEngineProvider>
  );
}
