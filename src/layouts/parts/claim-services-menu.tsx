import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@ui/dropdown-menu';
import { headerCopy } from '@/contract/copy-keys';
import { menuLinks, NewTabLink, useProjectSite } from './site-links';

/** Props of ClaimServicesMenu. */
interface ClaimServicesMenuProps {
  /** Open as it mounts: the claimant has just asked for it on the stand-in button. */
  defaultOpen?: boolean;
  /** It was asked for from the keyboard, so focus goes to the first item, as Radix does itself. */
  openedByKeyboard?: boolean;
}

/** The header's dropdown of claim services (contract.md §Routes): Radix's menu, loaded on first use. */
export function ClaimServicesMenu({ defaultOpen = false, openedByKeyboard = false }: ClaimServicesMenuProps) {
  const { t } = useTranslation();
  const site = useProjectSite();
  // Radix moves focus into the content as it opens. Opened from the keyboard on the stand-in, the
  // first item takes it instead (the menu button pattern, and what Radix does when its own trigger
  // is opened with Enter or ArrowDown); only this first opening, which Radix's trigger did not see.
  const focusFirstOnce = useRef(defaultOpen && openedByKeyboard);
  const contentRef = (content: HTMLDivElement | null) => {
    if (!content || !focusFirstOnce.current) return;
    focusFirstOnce.current = false;
    requestAnimationFrame(() => content.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
  };
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger size="sm">{t(headerCopy.moreMenu)}</DropdownMenuTrigger>
      <DropdownMenuContent ref={contentRef}>
        {menuLinks.map((link) => (
          <DropdownMenuItem key={link.key} asChild>
            <NewTabLink href={site(link.path)}>{t(link.key)}</NewTabLink>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
