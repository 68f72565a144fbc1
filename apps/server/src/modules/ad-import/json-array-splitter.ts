/**
 * Cuts the text of a top-level JSON array, arriving in pieces, into the texts of its elements,
 * so that each element is parsed by itself (JSON.parse) and the array is never held whole. Only
 * the structure is tracked here (strings, nesting, commas); JSON.parse judges each element.
 *
 * Written here rather than taken from a streaming JSON library: the one well-known library says
 * it is not meant for input from untrusted users, and an import file comes from any agency. This
 * keeps the guarantees simple: an element is at most `maxElementChars` long, and nothing else is
 * kept between pieces.
 */

export type SplitProblem = 'notArray' | 'malformed' | 'tooLarge';

export class JsonSplitError extends Error {
  constructor(
    readonly problem: SplitProblem,
    /** The element (from 1) where the text stopped making sense. */
    readonly element: number,
  ) {
    super(`JSON array ${problem} at element ${element}`);
  }
}

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_SQUARE = 0x5b;
const CLOSE_SQUARE = 0x5d;
const OPEN_CURLY = 0x7b;
const CLOSE_CURLY = 0x7d;

export class JsonArraySplitter {
  private state: 'start' | 'beforeElement' | 'inElement' | 'afterComma' | 'done' = 'start';
  private depth = 0;
  private inString = false;
  private escaped = false;
  private pieces: string[] = [];
  private length = 0;
  /** Elements completed so far. */
  private count = 0;

  constructor(private readonly maxElementChars: number) {}

  private fail(problem: SplitProblem): never {
    throw new JsonSplitError(problem, this.count + 1);
  }

  /** The elements completed by this piece of text, in order. */
  push(text: string): string[] {
    const elements: string[] = [];
    let start = -1;
    const finishElement = (end: number) => {
      this.keep(text.slice(start, end));
      elements.push(this.pieces.join(''));
      this.pieces = [];
      this.length = 0;
      this.count++;
      start = -1;
    };
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      switch (this.state) {
        case 'done':
          if (!isSpace(code)) this.fail('malformed');
          continue;
        case 'start':
          if (isSpace(code)) continue;
          if (code !== OPEN_SQUARE) this.fail('notArray');
          this.state = 'beforeElement';
          continue;
        case 'beforeElement':
        case 'afterComma':
          if (isSpace(code)) continue;
          if (code === CLOSE_SQUARE) {
            // `[]` is an empty file; `[1,]` is not JSON.
            if (this.state === 'afterComma') this.fail('malformed');
            this.state = 'done';
            continue;
          }
          this.state = 'inElement';
          start = index;
          index--;
          continue;
        case 'inElement':
          if (start === -1) start = index;
          if (this.inString) {
            if (this.escaped) this.escaped = false;
            else if (code === BACKSLASH) this.escaped = true;
            else if (code === QUOTE) this.inString = false;
            continue;
          }
          if (code === QUOTE) this.inString = true;
          else if (code === OPEN_CURLY || code === OPEN_SQUARE) this.depth++;
          else if ((code === CLOSE_CURLY || code === CLOSE_SQUARE) && this.depth > 0) this.depth--;
          else if (this.depth === 0 && (code === COMMA || code === CLOSE_SQUARE)) {
            finishElement(index);
            this.state = code === COMMA ? 'afterComma' : 'done';
          }
          continue;
      }
    }
    if (start !== -1) this.keep(text.slice(start));
    return elements;
  }

  private keep(piece: string) {
    this.length += piece.length;
    if (this.length > this.maxElementChars) this.fail('tooLarge');
    if (piece.length > 0) this.pieces.push(piece);
  }

  /** The end of the text: anything but a closed array is a cut or broken file. */
  end(): void {
    if (this.state === 'start') this.fail('notArray');
    if (this.state !== 'done') this.fail('malformed');
  }
}
