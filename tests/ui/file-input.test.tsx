import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileInput, fileMatchesAccept } from '@ui/file-input';

const invoice = () => new File([new Uint8Array(1_258_291)], 'invoice.pdf', { type: 'application/pdf' });
const receipt = () => new File(['receipt'], 'receipt.png', { type: 'image/png' });

function Harness(props: { accept?: string; onChange?: (file: File | null) => void }) {
  const [error, setError] = useState<string>();
  return <FileInput label="Supporting document" hint="PDF or PNG" error={error} onError={setError} {...props} />;
}

describe('FileInput', () => {
  it('wires label, hint and error to the input', () => {
    render(<FileInput label="Supporting document" hint="PDF only" error="Select a file" required />);
    const input = screen.getByLabelText(/Supporting document/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription(/PDF only.*Select a file/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('shows the chosen file name and size with a remove button named after the file', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.upload(screen.getByLabelText('Supporting document'), invoice());
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'invoice.pdf' }));
    expect(screen.getByText('invoice.pdf')).toBeInTheDocument();
    expect(screen.getByText('(1.2 MB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove invoice.pdf' })).toHaveFocus();
  });

  it('removes the file with the remove button and returns focus to the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.upload(screen.getByLabelText('Supporting document'), invoice());
    await user.click(screen.getByRole('button', { name: 'Remove invoice.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('invoice.pdf')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Supporting document')).toHaveFocus();
  });

  it('refuses two dropped files with the single-file message', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.drop(screen.getByLabelText('Supporting document'), { dataTransfer: { files: [invoice(), receipt()] } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Select only one file.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('refuses two selected files', () => {
    const onError = vi.fn();
    render(<FileInput label="Supporting document" onError={onError} multipleFilesMessage="Choose one file only." />);
    const input = screen.getByLabelText('Supporting document');
    fireEvent.change(input, { target: { files: [invoice(), receipt()] } });
    expect(onError).toHaveBeenCalledWith('Choose one file only.');
  });

  it('accepts a single dropped file', () => {
    render(<Harness />);
    fireEvent.drop(screen.getByLabelText('Supporting document'), { dataTransfer: { files: [receipt()] } });
    expect(screen.getByRole('button', { name: 'Remove receipt.png' })).toBeInTheDocument();
  });

  it('refuses a dropped file that does not match accept', () => {
    render(<Harness accept=".pdf" />);
    fireEvent.drop(screen.getByLabelText('Supporting document'), { dataTransfer: { files: [receipt()] } });
    expect(screen.getByText('The selected file type is not allowed.')).toBeInTheDocument();
  });

  it('passes accept to the native input', () => {
    render(<FileInput label="Supporting document" accept=".pdf,image/*" />);
    expect(screen.getByLabelText('Supporting document')).toHaveAttribute('accept', '.pdf,image/*');
  });

  it('does not clear the file when the picker is cancelled', () => {
    const onChange = vi.fn();
    render(<FileInput label="Supporting document" value={invoice()} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Supporting document'), { target: { files: [] } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('invoice.pdf')).toBeInTheDocument();
  });

  it('uses a custom remove label', () => {
    render(<FileInput label="Document" value={invoice()} removeLabel={(name) => `Supprimer ${name}`} removeText="Supprimer" />);
    expect(screen.getByRole('button', { name: 'Supprimer invoice.pdf' })).toHaveTextContent('Supprimer');
  });

  it('disables the remove button when disabled', () => {
    render(<FileInput label="Document" value={invoice()} disabled />);
    expect(screen.getByRole('button', { name: 'Remove invoice.pdf' })).toBeDisabled();
  });
});

describe('fileMatchesAccept', () => {
  it.each([
    ['.pdf', 'a.PDF', 'application/pdf', true],
    ['image/*', 'a.png', 'image/png', true],
    ['image/*', 'a.pdf', 'application/pdf', false],
    ['application/pdf, .jpg', 'a.jpg', 'image/jpeg', true],
    ['', 'a.exe', '', true],
  ])('accept %j with %s is %s', (accept, name, type, expected) => {
    expect(fileMatchesAccept({ name, type }, accept)).toBe(expected);
  });
});
