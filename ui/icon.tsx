import type { SVGProps } from 'react';
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
// One module per icon keeps the bundle to the thirteen icons the contract registers instead of the
// whole solid pack (several hundred kilobytes).
import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import { faChevronDown } from '@fortawesome/free-solid-svg-icons/faChevronDown';
import { faCircleInfo } from '@fortawesome/free-solid-svg-icons/faCircleInfo';
import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faGlobe } from '@fortawesome/free-solid-svg-icons/faGlobe';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import { faPaperPlane } from '@fortawesome/free-solid-svg-icons/faPaperPlane';
import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import { faPhone } from '@fortawesome/free-solid-svg-icons/faPhone';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import { faTrash } from '@fortawesome/free-solid-svg-icons/faTrash';
import { faUserSecret } from '@fortawesome/free-solid-svg-icons/faUserSecret';
import { faX } from '@fortawesome/free-solid-svg-icons/faX';
import { cn } from './cn';

const registry = {
  globe: faGlobe,
  pen: faPen,
  phone: faPhone,
  trash: faTrash,
  'user-secret': faUserSecret,
  envelope: faEnvelope,
  'circle-info': faCircleInfo,
  'location-dot': faLocationDot,
  'chevron-down': faChevronDown,
  plus: faPlus,
  check: faCheck,
  'paper-plane': faPaperPlane,
  x: faX,
} as const;

/** The name of one registered icon. */
export type IconName = keyof typeof registry;

/** Every registered icon name, in the contract's order. */
export const iconNames = Object.keys(registry) as IconName[];

/** True when `name` is a registered icon (names may come from server-supplied config). */
export function isIconName(name: unknown): name is IconName {
  return typeof name === 'string' && Object.hasOwn(registry, name);
}

/** Props of Icon: a registered name and, for an icon that carries meaning on its own, a title. */
interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'title' | 'role' | 'viewBox' | 'children'> {
  name: IconName;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string | undefined;
}

/** Props of SvgIcon: any Font Awesome icon definition, with the props of an <svg>. */
interface SvgIconProps extends Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'children'> {
  icon: IconDefinition;
}

/** Draws a Font Awesome icon definition as Font Awesome's React component does (same element,
 *  classes and viewBox, styled by the same CSS) without that component and its runtime: about
 *  23 kB of gzipped script on every page for a few fixed paths. Decorative unless given a role. */
export function SvgIcon({ icon: definition, className, ...props }: SvgIconProps) {
  const [width, height, , , path] = definition.icon;
  return (
    <svg
      data-prefix={definition.prefix}
      data-icon={definition.iconName}
      className={cn('svg-inline--fa', `fa-${definition.iconName}`, className)}
      viewBox={`0 0 ${width} ${height}`}
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden
      focusable={false}
      {...props}
    >
      {(Array.isArray(path) ? path : [path]).map((d) => (
        <path key={d} fill="currentColor" d={d} />
      ))}
    </svg>
  );
}

/** A registered Font Awesome icon: decorative unless titled; an unknown name throws. */
export function Icon({ name, title, className, ...props }: IconProps) {
  if (!isIconName(name)) {
    throw new Error(`Unknown icon "${String(name)}". Registered icons: ${iconNames.join(', ')}.`);
  }
  const labelled = Boolean(title);
  return (
    <SvgIcon
      icon={registry[name]}
      data-slot="icon"
      data-icon-name={name}
      className={cn('shrink-0', className)}
      {...props}
      {...(labelled ? { role: 'img', 'aria-label': title, 'aria-hidden': undefined, focusable: undefined } : {})}
    />
  );
}
