import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { FileInput } from '@ui/file-input';

export default { title: 'Primitives / File input' } satisfies StoryDefault;

/** A file as if chosen earlier, so the file row shows without a picker. */
function sampleFile(): File {
  return new File([new Uint8Array(1_258_291)], 'invoice.pdf', { type: 'application/pdf' });
}

/** Shows refused selections as the field's error, the way a form would. */
function ErrorShowingInput(props: Partial<Parameters<typeof FileInput>[0]>) {
  const [error, setError] = useState<string | undefined>(undefined);
  return <FileInput label="Supporting document" error={error} onError={setError} onChange={() => setError(undefined)} {...props} />;
}

/** Empty, ready for a file. */
export const Default: Story = () => <ErrorShowingInput />;

/** With a hint and the accepted types. */
export const WithHint: Story = () => <ErrorShowingInput hint="PDF, JPG or PNG, up to 10 MB" accept=".pdf,.jpg,.jpeg,.png" />;

/** With an error. */
export const WithError: Story = () => <FileInput label="Supporting document" error="Select a file to upload" />;

/** Required. */
export const Required: Story = () => <ErrorShowingInput required />;

/** Disabled. */
export const Disabled: Story = () => <FileInput label="Supporting document" disabled />;

/** A file already chosen: its name, size and a remove button. */
export const WithFile: Story = () => {
  const [file, setFile] = useState<File | null>(sampleFile);
  return <FileInput label="Supporting document" value={file} onChange={setFile} />;
};
