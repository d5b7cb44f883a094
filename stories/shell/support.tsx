import i18next, { type i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppStateProvider } from '@/features/app-state/app-state-context';
import { createAppStateStore, initialAppState, type AppState } from '@/features/app-state/app-state-store';
import { demoCopy } from '../../server/settlement/demo-copy';

// What the shell stories need to render standalone: the demo settlement's copy in English and
// Spanish (initialised synchronously, so the first render already has it) and an app-state
// store of their own.

function storyI18n(culture: 'en' | 'es'): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: culture,
    fallbackLng: false,
    initAsync: false,
    resources: { en: { translation: { ...demoCopy.en } }, es: { translation: { ...demoCopy.es } } },
    // The settlement's copy uses single-brace parameters, as the app's instance reads them.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    react: { useSuspense: false },
  });
  return instance;
}

const instances = { en: storyI18n('en'), es: storyI18n('es') };

/** Props of ShellStory. */
export interface ShellStoryProps {
  culture?: 'en' | 'es';
  /** The app state the story starts from. */
  state?: Partial<AppState>;
  children: ReactNode;
}

/** Wraps a shell story in the demo copy and its own app-state store. */
export function ShellStory({ culture = 'en', state, children }: ShellStoryProps) {
  const [store] = useState(() => createAppStateStore({ ...initialAppState, ...state }));
  return (
    <I18nextProvider i18n={instances[culture]}>
      <AppStateProvider store={store}>{children}</AppStateProvider>
    </I18nextProvider>
  );
}
