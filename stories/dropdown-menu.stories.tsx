import type { Story, StoryDefault } from '@ladle/react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@ui/dropdown-menu';

export default { title: 'Primitives / Dropdown menu' } satisfies StoryDefault;

function HeaderMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger>Claim options</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <a href="https://example.org/claim/status" target="_blank" rel="noreferrer">
            Check Claim Status
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="https://example.org/documents" target="_blank" rel="noreferrer">
            Upload Documents
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href="https://example.org/coa" target="_blank" rel="noreferrer">
            Change My Address
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The header's menu, closed. */
export const Default: Story = () => <HeaderMenu />;

/** The header's menu, open: three link items. */
export const Open: Story = () => <HeaderMenu defaultOpen />;

/** A primary trigger with a label, a separator and a disabled item. */
export const WithGroups: Story = () => (
  <DropdownMenu defaultOpen>
    <DropdownMenuTrigger variant="primary" size="sm">
      Actions
    </DropdownMenuTrigger>
    <DropdownMenuContent>
      <DropdownMenuLabel>Document</DropdownMenuLabel>
      <DropdownMenuItem>Rename</DropdownMenuItem>
      <DropdownMenuItem disabled>Replace</DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem>Remove</DropdownMenuItem>
    </DropdownMenuContent>
  </DropdownMenu>
);
