import type { Story, StoryDefault } from '@ladle/react';
import { TokenEditor } from '../theme-editor/token-editor';

// Ladle's one-key shortcuts (f, d, a ...) stay off here: a keyboard user works the editor's buttons.
export default { title: 'Theme / Editor', meta: { hotkeys: false } } satisfies StoryDefault;

/** Tune the active theme's tokens with live contrast, undo, a shareable link, export and import. */
export const TokenEditorStory: Story = () => <TokenEditor />;
TokenEditorStory.storyName = 'Token editor';
