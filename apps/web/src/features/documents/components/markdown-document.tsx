import Markdown from 'react-markdown';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { markdownComponents } from './markdown-components';

const remarkPlugins = [remarkGfm];
// rehype-slug gives each heading the id the table of contents links to (extract-headings.ts).
const rehypePlugins = [rehypeSlug];

/**
 * A documentation page rendered from its Markdown. `skipHtml`: raw HTML in the source is dropped,
 * never rendered, so a page can hold no markup or script of its own.
 */
export const MarkdownDocument = ({ markdown }: { markdown: string }) => (
  <Markdown
    remarkPlugins={remarkPlugins}
    rehypePlugins={rehypePlugins}
    components={markdownComponents}
    skipHtml
  >
    {markdown}
  </Markdown>
);
