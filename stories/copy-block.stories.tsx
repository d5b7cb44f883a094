import type { Story, StoryDefault } from '@ladle/react';
import { CopyBlock } from '@ui/copy-block';

export default { title: 'Primitives / Copy block' } satisfies StoryDefault;

/** Paragraphs with inline formatting and links. */
export const Default: Story = () => (
  <CopyBlock
    html={
      '<p>If you received a notice, you <strong>may be a class member</strong>. Read the <a href="/faq">frequently asked questions</a>.</p>' +
      '<p>Questions? Visit <a href="https://www.example.com/contact">the settlement website</a> or write to the administrator.</p>'
    }
  />
);

/** A list of steps. */
export const WithList: Story = () => (
  <CopyBlock html="<p>To file a claim:</p><ol><li>Enter your details.</li><li>Upload your documents.</li><li>Review and submit.</li></ol>" />
);

/** Censored words are masked. */
export const Censored: Story = () => (
  <CopyBlock html="<p>The defendant, Acme Corp, denies all wrongdoing. Acme Corp agreed to pay $10 million.</p>" censor={['Acme Corp']} />
);

/** Unsafe markup is removed before rendering. */
export const Sanitized: Story = () => (
  <CopyBlock html={'<p>Safe text.<img src="x" onerror="alert(1)"></p><script>alert(2)</script><p><em>Still safe.</em></p>'} />
);
