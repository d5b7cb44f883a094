import type { GlobalProvider } from '@ladle/react';
import { BrandFrame } from '../stories/support/brand';
import '../ui/styles.css';

/** Every story renders inside the brand chosen by the picker or by `?brand=` in the address. */
export const Provider: GlobalProvider = ({ children, globalState }) => (
  <BrandFrame showPicker={globalState.mode !== 'preview'}>{children}</BrandFrame>
);
