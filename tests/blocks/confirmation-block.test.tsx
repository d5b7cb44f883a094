import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmationBlock } from '@/features/form-engine/blocks/confirmation-block';
import { axeViolations } from '../support/axe';
import { renderBlock } from '../support/render-form';

describe('ConfirmationBlock', () => {
  it('shows the reference code under its own label in a region named by the heading', async () => {
    await renderBlock([], () => <ConfirmationBlock referenceCode="STD-7K3Q-9XWM" />);
    const region = screen.getByRole('region', { name: 'Thank you, your claim was submitted' });
    expect(within(region).getByRole('heading', { level: 2 })).toBeInTheDocument();
    const label = within(region).getByRole('term');
    expect(label).toHaveTextContent('Your reference code');
    expect(label.nextElementSibling).toHaveTextContent('STD-7K3Q-9XWM');
    expect(within(region).getByText('STD-7K3Q-9XWM')).toHaveClass('select-all');
    expect(await axeViolations()).toEqual([]);
  });

  it('copies the code and says so', async () => {
    const { user } = await renderBlock([], () => <ConfirmationBlock referenceCode="STD-7K3Q-9XWM" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy reference code' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('STD-7K3Q-9XWM');
    expect(screen.getByRole('status')).toHaveTextContent('Reference code copied');
  });

  it('tells the claimant to copy it by hand when the clipboard refuses', async () => {
    const { user } = await renderBlock([], () => <ConfirmationBlock referenceCode="STD-7K3Q-9XWM" />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy reference code' }));
    expect(screen.getByRole('status')).toHaveTextContent('The reference code could not be copied. Select it and copy it yourself.');
    writeText.mockRestore();
  });

  it('prints the page, keeping the buttons off paper', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = await renderBlock([], () => <ConfirmationBlock referenceCode="STD-7K3Q-9XWM" />);
    const button = screen.getByRole('button', { name: 'Print this page' });
    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    expect(button.parentElement).toHaveClass('print:hidden');
    expect(screen.getByRole('status').parentElement).toHaveClass('print:hidden');
    vi.unstubAllGlobals();
  });

  it('translates its copy', async () => {
    const { i18n } = await renderBlock([], () => <ConfirmationBlock referenceCode="STD-7K3Q-9XWM" />, {
      copy: { es: { Shared_ReferenceCode_Label: 'Su código de referencia', Page_Confirmation_Heading: 'Gracias' } },
    });
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('region', { name: 'Gracias' })).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Su código de referencia');
  });
});
