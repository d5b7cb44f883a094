import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '@ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@ui/dialog';
import { TextInput } from '@ui/text-input';

export default { title: 'Primitives / Dialog' } satisfies StoryDefault;

/** An open dialog with title, description, a field and actions. */
export const Default: Story = () => (
  <Dialog defaultOpen>
    <DialogTrigger asChild>
      <Button label="Edit mailing address" variant="secondary" />
    </DialogTrigger>
    <DialogContent title="Edit mailing address" description="We send your payment to this address.">
      <TextInput label="Street address" autoComplete="address-line1" />
      <DialogFooter>
        <DialogClose asChild>
          <Button label="Cancel" variant="secondary" />
        </DialogClose>
        <DialogClose asChild>
          <Button label="Save" />
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);

/** Title only, and a close button named in another language. */
export const WithoutDescription: Story = () => (
  <Dialog defaultOpen>
    <DialogTrigger asChild>
      <Button label="Ver detalles" variant="secondary" />
    </DialogTrigger>
    <DialogContent title="Detalles" closeLabel="Cerrar">
      <p>Los reclamos se revisan en un plazo de 90 días.</p>
    </DialogContent>
  </Dialog>
);

/** Long content scrolls inside the panel on a small or zoomed screen. */
export const LongContent: Story = () => (
  <Dialog defaultOpen>
    <DialogTrigger asChild>
      <Button label="Read the terms" variant="secondary" />
    </DialogTrigger>
    <DialogContent title="Terms of the settlement">
      {Array.from({ length: 12 }, (_, i) => (
        <p key={i}>
          Section {i + 1}. Class members who submit a valid claim by the deadline may receive a payment. The amount depends on the number of
          valid claims received.
        </p>
      ))}
      <DialogFooter>
        <DialogClose asChild>
          <Button label="Done" />
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);

/** Closed: the trigger alone. */
export const Closed: Story = () => (
  <Dialog>
    <DialogTrigger asChild>
      <Button label="Open dialog" variant="secondary" />
    </DialogTrigger>
    <DialogContent title="Hello" description="A dialog opened from its trigger.">
      <DialogFooter>
        <DialogClose asChild>
          <Button label="OK" />
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);
