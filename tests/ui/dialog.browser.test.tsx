import { render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { applyBrand } from '../../stories/support/brand';
import { AlertDialog } from '@ui/alert-dialog';
import { Button } from '@ui/button';
import { Dialog, DialogContent } from '@ui/dialog';

// A small phone, or a 640px window at 200% zoom: the same 320 CSS pixels.
beforeAll(() => page.viewport(320, 480));
beforeEach(() => applyBrand('kontent-9'));

function insideViewport(element: Element) {
  const rect = element.getBoundingClientRect();
  expect(rect.left).toBeGreaterThanOrEqual(0);
  expect(rect.top).toBeGreaterThanOrEqual(0);
  expect(rect.right).toBeLessThanOrEqual(320);
  expect(rect.bottom).toBeLessThanOrEqual(480);
}

describe('Dialogs on a 320 by 480 screen', () => {
  it('keep a long dialog inside the screen and let its content scroll', () => {
    render(
      <Dialog defaultOpen>
        <DialogContent title="Terms of the settlement">
          {Array.from({ length: 20 }, (_, i) => (
            <p key={i}>Section {i + 1}. Class members who submit a valid claim may receive a payment.</p>
          ))}
          <Button label="Done" />
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Terms of the settlement' });
    insideViewport(dialog);
    expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    expect(getComputedStyle(dialog).overflowY).toBe('auto');
  });

  it('keep the alert and its actions on screen, each action at least 24 pixels square', async () => {
    render(
      <AlertDialog
        defaultOpen
        title="Your session is about to expire"
        message="For your security, your session will end soon."
        actionLabel="Continue"
        secondaryActionLabel="End session"
      />,
    );
    // Its code loads when it first opens.
    insideViewport(await screen.findByRole('alertdialog'));
    for (const button of screen.getAllByRole('button')) {
      insideViewport(button);
      const rect = button.getBoundingClientRect();
      expect(rect.width).toBeGreaterThanOrEqual(24);
      expect(rect.height).toBeGreaterThanOrEqual(24);
    }
  });

  it('give the close button a 24 pixel target', () => {
    render(
      <Dialog defaultOpen>
        <DialogContent title="Notice">Text</DialogContent>
      </Dialog>,
    );
    const rect = screen.getByRole('button', { name: 'Close' }).getBoundingClientRect();
    expect(rect.width).toBeGreaterThanOrEqual(24);
    expect(rect.height).toBeGreaterThanOrEqual(24);
  });
});
