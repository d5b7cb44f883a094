import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ButtonsUnavailable } from '@ui/button';

afterEach(() => vi.restoreAllMocks());

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('Button', () => {
  it('is a button named by its label, of type button by default', () => {
    render(<Button label="Next" />);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveAttribute('type', 'button');
  });

  it('is named by its children when given', () => {
    render(<Button type="submit">Submit claim</Button>);
    expect(screen.getByRole('button', { name: 'Submit claim' })).toHaveAttribute('type', 'submit');
  });

  it('throws the contract error when it has neither label, icon nor children', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Button />)).toThrow('Either label or icon must have a value.');
  });

  it('shows an icon beside a visible label without changing the name', () => {
    render(<Button label="Add document" icon="plus" />);
    const button = screen.getByRole('button', { name: 'Add document' });
    expect(button).toHaveTextContent('Add document');
    expect(button.querySelector('svg[data-icon-name="plus"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the label as the accessible name of an icon-only button', () => {
    render(<Button label="Delete record" icon="trash" iconOnly />);
    const button = screen.getByRole('button', { name: 'Delete record' });
    expect(button).toHaveAttribute('aria-label', 'Delete record');
    expect(button).not.toHaveTextContent('Delete record');
  });

  it('refuses an icon-only button without an accessible name', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Button icon="pen" />)).toThrow(/needs a label/);
  });

  it('is activated from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button label="Continue" onClick={onClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('stays aria-disabled and focused with a spinner while its async handler runs, then comes back', async () => {
    const user = userEvent.setup();
    const work = deferred();
    const onClick = vi.fn(() => work.promise);
    render(<Button label="Submit" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Submit' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still in the tab order and still holding focus, so the next Tab goes on from here.
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    expect(button.querySelector('[data-slot="spinner-graphic"]')).not.toBeNull();

    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);

    work.resolve();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button.querySelector('[data-slot="spinner-graphic"]')).toBeNull();
  });

  it('stays enabled after a handler that returns nothing', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button label="Back" onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('is aria-disabled and spinning while busy from outside, keeping its name and its place in the tab order', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button label="Next" busy onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button label="Next" onClick={onClick} />);
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is aria-disabled without a spinner while unavailable, and ignores presses by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button label="Back" icon="chevron-down" unavailable onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Back' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button.querySelector('[data-slot="spinner-graphic"]')).toBeNull();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button label="Back" icon="chevron-down" onClick={onClick} />);
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is unavailable inside a ButtonsUnavailable that holds, and available again when it ends', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const group = (when: boolean) => (
      <ButtonsUnavailable when={when}>
        <Button label="Add a document" onClick={onClick} />
      </ButtonsUnavailable>
    );
    const { rerender } = render(group(true));
    const button = screen.getByRole('button', { name: 'Add a document' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(group(false));
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('swaps the icon of an icon-only button for the spinner while busy', () => {
    render(<Button label="Send" icon="paper-plane" iconOnly busy />);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.querySelector('[data-icon-name]')).toBeNull();
    expect(button.querySelector('[data-slot="spinner-graphic"]')).not.toBeNull();
  });

  it('applies the variant and lets the caller class win', () => {
    render(<Button label="Remove" variant="danger" className="w-full" />);
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button.className).toContain('bg-danger');
    expect(button.className).toContain('w-full');
  });
});
