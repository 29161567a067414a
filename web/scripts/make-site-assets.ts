/**
 * Writes the site's generated static files from site-config.json: the brand marks, the Open Graph
 * image, the sponsor logos and the lesson plan PDFs. Output is deterministic and committed.
 *
 *   npx tsx web/scripts/make-site-assets.ts          write every file
 *   npx tsx web/scripts/make-site-assets.ts --check  fail if a committed file is out of date
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { siteConfig } from "@tours/shared";
import sharp from "sharp";
import { commissionLogo, shareImageSvg, siteLogo } from "./site-assets/brand.js";
import { classroomGuideSpec } from "./site-assets/classroom-guide.js";
import { findTopic, lessonSpec } from "./site-assets/lesson-documents.js";
import { renderPdf } from "./site-assets/lesson-pdf.js";
import { sponsorLogo } from "./site-assets/sponsor-logos.js";

const webRoot = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(webRoot, "public");
const configFile = path.resolve(webRoot, "../server/src/site/site-config.json");
const check = process.argv.includes("--check");
const MAX_PDF_BYTES = 10 * 1024;
const MAX_PNG_BYTES = 60 * 1024;

const site = siteConfig.parse(JSON.parse(await readFile(configFile, "utf8")));
const outputs = new Map<string, Uint8Array | string>();

outputs.set("/brand/logo.svg", siteLogo(site.siteName));
outputs.set(site.commission.logo, commissionLogo());
const png = await sharp(Buffer.from(shareImageSvg(site.siteName)))
  .png({ palette: true, colors: 48, compressionLevel: 9, effort: 10 })
  .toBuffer();
if (png.length > MAX_PNG_BYTES) throw new Error(`share.png is ${png.length} bytes`);
outputs.set("/brand/share.png", png);

for (const sponsor of site.sponsors) {
  outputs.set(sponsor.logo, sponsorLogo(path.basename(sponsor.logo, ".svg"), sponsor.name));
}

const { classroomGuide, gradeBands } = site.lessonPlans;
outputs.set(classroomGuide.path, await renderPdf(classroomGuideSpec(site)));
for (const band of gradeBands) {
  for (const document of band.documents) {
    outputs.set(document.path, await renderPdf(lessonSpec(findTopic(document.title), band)));
  }
}

let stale = 0;
for (const [address, content] of outputs) {
  if (address.endsWith(".pdf") && content.length > MAX_PDF_BYTES) {
    throw new Error(`${address} is ${content.length} bytes (limit ${MAX_PDF_BYTES})`);
  }
  const file = path.join(publicDir, address);
  const bytes = typeof content === "string" ? Buffer.from(content) : Buffer.from(content);
  if (check) {
    const current = await readFile(file).catch(() => undefined);
    if (!current?.equals(bytes)) {
      console.error(`out of date: web/public${address}`);
      stale++;
    }
    continue;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

if (check && stale > 0) {
  console.error(`${stale} generated file(s) differ: run npx tsx web/scripts/make-site-assets.ts`);
  process.exit(1);
}
console.log(`${check ? "Checked" : "Wrote"} ${outputs.size} files under web/public.`);
