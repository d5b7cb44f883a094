import type { Story, StoryDefault } from '@ladle/react';
import { brandIds } from '@themes/registry';
import { ColourVisionView } from '../theme-editor/colour-vision-view';
import { useEditHistory } from '../theme-editor/edit-store';
import { ThemeColumns } from '../theme-editor/theme-columns';
import { ThemeDiff } from '../theme-editor/theme-diff';
import { ShellStory } from '../shell/support';

export default { title: 'Theme / Side by side' } satisfies StoryDefault;

/** The same components and each theme's page layout in jnd-7, ftc-7 and kontent-9 at once, with
 *  the edits from Theme / Editor in force. */
export const ThreeThemes: Story = () => (
  <ShellStory>
    <ThemeColumns />
  </ShellStory>
);

/** The three themes as seen with protanopia, deuteranopia, tritanopia or achromatopsia, and the
 *  state colours each view makes hard to tell apart. */
export const ColourVision: Story = () => (
  <ShellStory>
    <ColourVisionView />
  </ShellStory>
);

/** Each theme as tuned in Theme / Editor against its saved file: changed tokens and the contrast
 *  pairs they move. */
export const TunedAgainstSaved: Story = () => {
  const { edits } = useEditHistory();
  return (
    <div className="space-y-6">
      <h2 className="font-heading text-2xl font-bold">Tuned against saved</h2>
      {brandIds.map((brand) => (
        <ThemeDiff key={brand} brand={brand} edits={edits} headingLevel={3} />
      ))}
    </div>
  );
};
