/** The inline <head> script that applies the stored text size before the first paint. */
import { InlineScript } from "../../lib/inline-script";
import { TEXT_SIZE_SCRIPT } from "./text-size";

export function TextSizeScript() {
  return <InlineScript code={TEXT_SIZE_SCRIPT} />;
}
