import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@ui/dropdown-menu';

// jsdom lacks the pointer-capture and scrolling APIs Radix's menu calls.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

function HeaderMenu({ onSelect = () => {} }: { onSelect?: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>Claim tools</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <a href="https://example.org/claim/status">Check Claim Status</a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="https://example.org/documents">Upload Documents</a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSelect}>Change My Address</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('is a button that says it opens a menu and is collapsed at first', () => {
    render(<HeaderMenu />);
    const trigger = screen.getByRole('button', { name: 'Claim tools' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger.querySelector('svg[data-icon-name="chevron-down"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard, moves with ArrowDown and ArrowUp, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<HeaderMenu />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Claim tools' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Check Claim Status', 'Upload Documents', 'Change My Address']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[1]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('keeps link items as links with their address', async () => {
    const user = userEvent.setup();
    render(<HeaderMenu />);
    await user.click(screen.getByRole('button', { name: 'Claim tools' }));
    const status = screen.getByRole('menuitem', { name: 'Check Claim Status' });
    expect(status.tagName).toBe('A');
    expect(status).toHaveAttribute('href', 'https://example.org/claim/status');
  });

  it('leaves the rest of the page reachable and closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <HeaderMenu />
        <button type="button">Contact Us</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Claim tools' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    const outside = screen.getByRole('button', { name: 'Contact Us' });
    await user.click(outside);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('runs an item with Enter and closes', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<HeaderMenu onSelect={onSelect} />);
    screen.getByRole('button', { name: 'Claim tools' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Change My Address' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
