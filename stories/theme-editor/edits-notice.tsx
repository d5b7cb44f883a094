import { useEditHistory } from './edit-store';

/** Says that tuned tokens are in force (importing this puts them in force in every story). */
export function EditsNotice() {
  const { edits } = useEditHistory();
  const count = Object.values(edits).reduce((sum, tokens) => sum + Object.keys(tokens ?? {}).length, 0);
  if (count === 0) return null;
  return (
    <p data-slot="edits-notice" className="text-sm">
      {count} tuned {count === 1 ? 'token' : 'tokens'} in force (Theme / Editor).
    </p>
  );
}
