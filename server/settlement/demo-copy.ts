// The demo package's copy for code that runs in a browser (the stories and browser tests), where
// the package cannot be read from disk: the files are bundled and their {settlement.*} references
// filled in as the server does when it loads the package.
import settlement from '../../settlements/demo/settlement.json';
import en from '../../settlements/demo/copy/en.json';
import es from '../../settlements/demo/copy/es.json';
import { resolveCopyReferences } from './copy-references';

/** The demo's copy per culture, key to text, as GET /api/culture/content serves it. */
export const demoCopy: Readonly<Record<'en' | 'es', Readonly<Record<string, string>>>> = {
  en: resolveCopyReferences(en, settlement),
  es: resolveCopyReferences(es, settlement),
};
