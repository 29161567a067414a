/** Rewrites the first part of an HTML document as it streams from React's renderer. */
import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/**
 * Takes a document in pieces and holds back its first part (all in React's first flush) until
 * that part has all come, then sends it rewritten; the rest passes through.
 */
export abstract class FirstPartRewriter {
  private held = "";
  private done = false;

  /** Where the part to rewrite ends in `held`, or -1 while it has not all come. */
  protected abstract partEnd(held: string): number;
  /** The part, rewritten. */
  protected abstract rewrite(part: string): string;

  /** What to send so far. */
  write(text: string): string {
    if (this.done) return text;
    this.held += text;
    const end = this.partEnd(this.held);
    if (end < 0) return "";
    this.done = true;
    const html = this.held;
    this.held = "";
    return this.rewrite(html.slice(0, end)) + html.slice(end);
  }

  /** What is left at the end of the document (all of it when the part never came). */
  end(): string {
    const rest = this.held;
    this.held = "";
    this.done = true;
    return rest;
  }
}

/** The rewriter as a Node stream of UTF-8 text. */
export function htmlRewriteStream(rewriter: FirstPartRewriter): Transform {
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const out = rewriter.write(typeof chunk === "string" ? chunk : decoder.write(chunk));
      callback(null, out || undefined);
    },
    flush(callback) {
      const out = rewriter.write(decoder.end()) + rewriter.end();
      callback(null, out || undefined);
    },
  });
}
