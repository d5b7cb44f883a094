import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '@ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@ui/dialog';

function Example({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <>
      <Dialog defaultOpen={defaultOpen}>
        <DialogTrigger asChild>
          <Button label="Edit address" />
        </DialogTrigger>
        <DialogContent title="Edit address" description="Change where we send your payment." closeLabel="Close dialog">
          <label htmlFor="street">Street</label>
          <input id="street" />
          <DialogFooter>
            <DialogClose asChild>
              <Button label="Save" />
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <button type="button">Outside</button>
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(dialog).toHaveAccessibleDescription('Change where we send your payment.');
  });

  it('moves focus inside, traps Tab and Shift+Tab within it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    const close = screen.getByRole('button', { name: 'Close dialog' });
    const street = screen.getByRole('textbox', { name: 'Street' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(street).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Edit address' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes from its named close button and from a footer action', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Edit address' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Edit address' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the rest of the page from assistive technology while open', async () => {
    render(<Example defaultOpen />);
    expect(screen.getByRole('dialog', { name: 'Edit address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Outside' })).toBeNull();
  });

  it('closes on a click outside, unlike the alert dialog', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<Example defaultOpen />);
    await user.click(document.querySelector('[data-slot="dialog-overlay"]')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names its close button "Close" by default', async () => {
    render(
      <Dialog defaultOpen>
        <DialogContent title="Notice">Text</DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
