import type { GlobalProvider } from '@ladle/react';
import { BrandFrame } from '../stories/support/brand';
import { EditsNotice } from '../stories/theme-editor/edits-notice';
import '../ui/styles.css';

/** Every story renders inside the brand chosen by the picker or by `?brand=` in the address, with
 *  the token edits made in Theme / Editor (kept in this browser and in the address) in force. */
export const Provider: GlobalProvider = ({ children, globalState }) => (
  <BrandFrame showPicker={globalState.mode !== 'preview'} notice={<EditsNotice />}>
    {children}
  </BrandFrame>
);
