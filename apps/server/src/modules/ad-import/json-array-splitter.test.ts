import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonArraySplitter, JsonSplitError } from './json-array-splitter';

/** The elements of `text` cut into pieces at `cuts`, parsed one by one. */
const split = (text: string, cuts: number[] = [], max = 1_000_000) => {
  const splitter = new JsonArraySplitter(max);
  const elements: unknown[] = [];
  let from = 0;
  for (const at of [...cuts.filter((cut) => cut < text.length)].sort((a, b) => a - b)) {
    elements.push(...splitter.push(text.slice(from, at)).map((element) => JSON.parse(element)));
    from = at;
  }
  elements.push(...splitter.push(text.slice(from)).map((element) => JSON.parse(element)));
  splitter.end();
  return elements;
};

const problemOf = (text: string, max?: number) => {
  try {
    split(text, [], max);
    return 'none';
  } catch (error) {
    return error instanceof JsonSplitError ? `${error.problem}@${error.element}` : 'parse';
  }
};

describe('JsonArraySplitter', () => {
  it('gives back every element of any array, however the text is cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue({ maxDepth: 3 })),
        fc.array(fc.nat({ max: 2_000 }), { maxLength: 20 }),
        fc.constantFrom(0, 2),
        (values, cuts, indent) => {
          const text = JSON.stringify(values, null, indent);
          // JSON.stringify writes -0 as 0; compare what JSON.parse reads back.
          expect(split(text, cuts)).toEqual(JSON.parse(text));
        },
      ),
    );
  });

  it.each([
    ['[]', 'none'],
    ['  [ ]  \n', 'none'],
    ['', 'notArray@1'],
    ['{"a":1}', 'notArray@1'],
    ['"text"', 'notArray@1'],
    ['[1,2', 'malformed@2'],
    ['[{"a":"]"}', 'malformed@1'],
    ['[1,]', 'malformed@2'],
    ['[1] 2', 'malformed@2'],
    ['[{"a":"\\"]"},', 'malformed@2'],
    ['[{"a":1}}]', 'parse'],
  ])('%j -> %s', (text, expected) => {
    expect(problemOf(text)).toBe(expected);
  });

  it('refuses an element longer than the limit', () => {
    expect(problemOf(`[1, "${'x'.repeat(100)}"]`, 50)).toBe('tooLarge@2');
    expect(problemOf(`[1, "${'x'.repeat(40)}"]`, 50)).toBe('none');
  });
});
