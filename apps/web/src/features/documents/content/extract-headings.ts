import GithubSlugger from 'github-slugger';

export type DocumentHeading = { id: string; text: string; level: 2 | 3 };

const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The text a heading shows: inline Markdown (code, emphasis, links, escapes) taken away. */
const plainText = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_|~~)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .trim();

/**
 * The h2 and h3 headings of a page for its table of contents, with the ids rehype-slug gives the
 * rendered headings: the same slugger (github-slugger) fed every heading, h1 included, in document
 * order, so repeated titles get the same `-1`, `-2` suffixes. The content uses ATX headings only
 * (`## Title`); lines inside fenced code blocks are not headings.
 */
export const extractHeadings = (markdown: string): DocumentHeading[] => {
  const slugger = new GithubSlugger();
  const headings: DocumentHeading[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = ATX_HEADING.exec(line);
    if (!match) continue;
    const text = plainText(match[2]!);
    const id = slugger.slug(text);
    const level = match[1]!.length;
    if (level === 2 || level === 3) headings.push({ id, text, level });
  }
  return headings;
};
