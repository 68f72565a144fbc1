import { stdin, stderr } from 'node:process';

/** Everything on standard input, less the one line break `echo` or a file adds at the end. */
export const readPasswordFromStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
};

/**
 * Asks on the terminal without echoing what is typed (raw mode: no line discipline echo). Ctrl-C
 * aborts; backspace works; nothing of the password is ever written out.
 */
export const promptPassword = (question: string): Promise<string> =>
  new Promise((resolve, reject) => {
    stderr.write(question);
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (input: string) => {
      for (const char of input) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
