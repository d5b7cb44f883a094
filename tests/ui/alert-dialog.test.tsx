import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from '@ui/alert-dialog';
import { Button } from '@ui/button';

describe('AlertDialog', () => {
  it('is an alertdialog with a title, a message and one OK button by default', () => {
    render(<AlertDialog defaultOpen title="Error" message="Your request failed. Please reload and try again." />);
    const alert = screen.getByRole('alertdialog', { name: 'Error' });
    expect(alert).toHaveAccessibleDescription('Your request failed. Please reload and try again.');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['OK']);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('calls onAction and closes when OK is pressed, returning focus to the trigger', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<AlertDialog trigger={<Button label="Show alert" />} title="Error" message="Failed." onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Show alert' });
    await user.click(trigger);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('is driven by a controlled open flag (the app clears errorInfo on OK)', async () => {
    const user = userEvent.setup();
    function App() {
      const [showError, setShowError] = useState(true);
      return (
        <>
          <p>showError: {String(showError)}</p>
          <AlertDialog open={showError} onOpenChange={setShowError} title="Error" message="Failed." />
        </>
      );
    }
    render(<App />);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('showError: false')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers a secondary action before the main one, keeping focus on the main one', async () => {
    const user = userEvent.setup();
    const onSecondaryAction = vi.fn();
    const onAction = vi.fn();
    render(
      <AlertDialog
        defaultOpen
        title="Your session is about to expire"
        message="Time left: 0:59"
        actionLabel="Continue"
        onAction={onAction}
        secondaryActionLabel="End session"
        onSecondaryAction={onSecondaryAction}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['End session', 'Continue']);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'End session' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSecondaryAction).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays open on a click outside but closes on Escape', async () => {
    // The modal layer makes the page beneath inert; the check is turned off to click the overlay.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onOpenChange = vi.fn();
    render(<AlertDialog defaultOpen title="Error" message="Failed." onOpenChange={onOpenChange} />);
    await user.click(document.querySelector('[data-slot="dialog-overlay"]')!);
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
