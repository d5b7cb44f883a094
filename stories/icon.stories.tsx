import type { Story, StoryDefault } from '@ladle/react';
import { Icon, iconNames } from '@ui/icon';

export default { title: 'Primitives / Icon' } satisfies StoryDefault;

/** Every registered icon with its name; decorative, so hidden from screen readers. */
export const Default: Story = () => (
  <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-4">
    {iconNames.map((name) => (
      <li key={name} className="flex items-center gap-3">
        <Icon name={name} className="size-6 text-primary" />
        <code>{name}</code>
      </li>
    ))}
  </ul>
);

/** An icon that carries meaning alone gets a title, which names it. */
export const WithTitle: Story = () => (
  <p className="flex items-center gap-2">
    <Icon name="circle-info" title="Information" className="size-5 text-info-fg" />
    Claims are reviewed within 90 days.
  </p>
);

/** Icons follow the text colour and size around them. */
export const InText: Story = () => (
  <p className="text-lg text-danger">
    <Icon name="x" className="me-2" />
    The file could not be uploaded.
  </p>
);
