import type { ComponentProps } from 'react';
import { cn } from './cn';

/** The heading elements a header block may render as. */
const headerStyleTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
/** One of them: the header block's style tag. */
export type HeaderStyleTag = (typeof headerStyleTags)[number];

/** Props of HeaderBlock. */
interface HeaderBlockProps extends ComponentProps<'h2'> {
  /** The heading element, chosen to fit the page's outline; there is no default, since a wrong
   *  level misleads screen reader users who move by headings. */
  styleTag: HeaderStyleTag;
}

/** A header block: the heading of a block (a summary, a footer, a confirmation) at the level
 *  its place in the page calls for. */
export function HeaderBlock({ styleTag, className, children, ...props }: HeaderBlockProps) {
  if (!(headerStyleTags as readonly unknown[]).includes(styleTag)) {
    throw new Error('The header block needs a style tag: one of h1, h2, h3, h4, h5 or h6.');
  }
  const Tag = styleTag;
  return (
    <Tag data-slot="header-block" className={cn('m-0 font-bold', className)} {...props}>
      {children}
    </Tag>
  );
}
