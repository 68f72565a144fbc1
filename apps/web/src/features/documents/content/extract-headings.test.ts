import { describe, expect, it } from 'vitest';
import { extractHeadings } from './extract-headings';

describe('extractHeadings', () => {
  it('lists h2 and h3 with github-slugger ids, counting every heading for repeats', () => {
    const markdown = [
      '# Quraşdırma',
      '',
      '## Tələblər',
      'text',
      '### `npm start` ilə işə salmaq',
      '## Tələblər',
      '#### Deeper',
      '## **Bold** and [a link](https://example.com) \\#1 ##',
    ].join('\n');
    expect(extractHeadings(markdown)).toEqual([
      { id: 'tələblər', text: 'Tələblər', level: 2 },
      { id: 'npm-start-ilə-işə-salmaq', text: 'npm start ilə işə salmaq', level: 3 },
      { id: 'tələblər-1', text: 'Tələblər', level: 2 },
      { id: 'bold-and-a-link-1', text: 'Bold and a link #1', level: 2 },
    ]);
  });

  it('skips lines inside fenced code blocks', () => {
    const markdown = [
      '## Run',
      '```sh',
      '## not a heading',
      '```',
      '~~~',
      '# nor this',
      '~~~',
      '## Test',
    ].join('\n');
    expect(extractHeadings(markdown).map((heading) => heading.text)).toEqual(['Run', 'Test']);
  });
});
