import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '@themes/registry';
import Layout, { StandardHeader } from '@/layouts/layout';
import LayoutFtc, { FtcHeader } from '@/layouts/layout-ftc';
import LayoutKontent, { KontentHeader } from '@/layouts/layout-kontent';
import { FtcFooter, KontentFooter, StandardFooter } from '@/layouts/parts/footers';
import type { LayoutProps } from '@/layouts/parts/layout-frame';

/** The parts of each theme's layout, by the layout name the theme registry gives. */
export const layoutParts: Readonly<Record<LayoutName, { Page: ComponentType<LayoutProps>; Header: ComponentType; Footer: ComponentType }>> =
  {
    Layout: { Page: Layout, Header: StandardHeader, Footer: StandardFooter },
    LayoutFtc: { Page: LayoutFtc, Header: FtcHeader, Footer: FtcFooter },
    LayoutKontent: { Page: LayoutKontent, Header: KontentHeader, Footer: KontentFooter },
  };

/** A page's own content, to show a layout around something. */
export function SamplePageContent({ children }: { children?: ReactNode }) {
  return (
    <div className="space-y-3">
      <h1 className="font-heading text-3xl font-bold">File a claim</h1>
      <p className="max-w-prose">Answer the questions on each page, then review and submit your claim.</p>
      {children}
    </div>
  );
}
