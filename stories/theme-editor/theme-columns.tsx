import { brandIds, themeByBrand } from '@themes/registry';
import { SiteBanner } from '@/layouts/parts/layout-frame';
import { layoutParts, SamplePageContent } from '../layouts/support';
import { SampleComponents } from './sample-components';

/** The same components and each theme's page layout in jnd-7, ftc-7 and kontent-9 at once, with
 *  the edits from Theme / Editor in force. Each column carries its own data-brand, which is where
 *  the token sets are scoped; every id on the page comes from useId or differs per layout. */
export function ThemeColumns() {
  return (
    <div className="grid gap-4 xl:grid-cols-3">
      {brandIds.map((brand) => {
        const theme = themeByBrand(brand)!;
        const { Header, Footer } = layoutParts[theme.layout];
        const headingId = `side-by-side-${brand}`;
        return (
          <section
            key={brand}
            aria-labelledby={headingId}
            data-brand={brand}
            data-slot="theme-column"
            className="min-w-0 space-y-4 rounded-theme border border-border bg-background p-4 font-body text-foreground"
          >
            <h2 id={headingId} className="font-heading text-2xl font-bold">
              {theme.label}
            </h2>
            <SampleComponents headingLevel={3} />
            <div className="overflow-hidden rounded-theme border border-border">
              <Header />
              <SiteBanner open onDismiss={() => {}} />
              <div className="p-page">
                <SamplePageContent />
              </div>
              <Footer />
            </div>
          </section>
        );
      })}
    </div>
  );
}
