/** Rewrites an HTML document as it streams from React's renderer to the response. */
import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

/** Takes the document in pieces; returns what to send so far, and the rest at the end. */
export interface HtmlRewriter {
  write(text: string): string;
  end(): string;
}

/** The rewriter as a Node stream of UTF-8 text. */
export function htmlRewriteStream(rewriter: HtmlRewriter): Transform {
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
