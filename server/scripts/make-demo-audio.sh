#!/usr/bin/env bash
# (Re)generates the demo narration audio from the narration text in
# server/src/seed/demo-content/tours.ts:
#
#   src/seed/demo-media/audio/{tourSlug}--intro.mp3       (introNarration)
#   src/seed/demo-media/audio/{tourSlug}--{stopSlug}.mp3  (stop narration)
#   src/seed/demo-media/audio/{tourSlug}--outro.mp3       (outroNarration)
#
# Speech: espeak-ng, voice en-us, 150 words per minute.
# Encoding: MP3 (libmp3lame), mono, 22050 Hz, 32 kbit/s, without metadata, so
# re-running the script on unchanged text reproduces the same files.
# MP3s in the output folder that no longer match a tour intro, stop or outro
# are removed, so renamed or deleted stops leave no stale audio behind.
#
# Requires espeak-ng, ffmpeg (with libmp3lame) and the repository's
# node_modules (for tsx). Usage: server/scripts/make-demo-audio.sh
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SERVER_DIR="$(dirname "$SCRIPT_DIR")"
REPO_DIR="$(dirname "$SERVER_DIR")"
TOURS_TS="$SERVER_DIR/src/seed/demo-content/tours.ts"
OUT_DIR="$SERVER_DIR/src/seed/demo-media/audio"
TSX="$REPO_DIR/node_modules/.bin/tsx"

for tool in espeak-ng ffmpeg; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "make-demo-audio: '$tool' is not installed (apt-get install espeak-ng ffmpeg)" >&2
    exit 1
  fi
done
if [[ ! -x "$TSX" ]]; then
  echo "make-demo-audio: $TSX not found; run 'npm install' in $REPO_DIR first" >&2
  exit 1
fi

WORK_DIR="$(mktemp -d)"
trap 'rm -rf "$WORK_DIR"' EXIT

# A tiny program that prints one "fileName<TAB>text" line per narration,
# read straight from the TypeScript data.
cat >"$WORK_DIR/list.mts" <<'TS'
import { pathToFileURL } from "node:url";

interface Tour {
  slug: string;
  introNarration: string;
  outroNarration: string;
  stops: { slug: string; narration: string }[];
}
const toursFile = process.env["TOURS_TS"];
if (!toursFile) throw new Error("TOURS_TS is not set");
const { demoTours } = (await import(pathToFileURL(toursFile).href)) as { demoTours: Tour[] };
const flat = (text: string) => text.replace(/\s+/g, " ").trim();
for (const tour of demoTours) {
  console.log(`${tour.slug}--intro.mp3\t${flat(tour.introNarration)}`);
  for (const stop of tour.stops) console.log(`${tour.slug}--${stop.slug}.mp3\t${flat(stop.narration)}`);
  console.log(`${tour.slug}--outro.mp3\t${flat(tour.outroNarration)}`);
}
TS
(cd "$REPO_DIR" && TOURS_TS="$TOURS_TS" "$TSX" "$WORK_DIR/list.mts") >"$WORK_DIR/list.tsv"

count="$(wc -l <"$WORK_DIR/list.tsv")"
if [[ "$count" -eq 0 ]]; then
  echo "make-demo-audio: no narration found in $TOURS_TS" >&2
  exit 1
fi

mkdir -p "$OUT_DIR"
: >"$WORK_DIR/keep"
n=0
while IFS=$'\t' read -r name text; do
  if [[ ! "$name" =~ ^[a-z0-9-]+--[a-z0-9-]+\.mp3$ || -z "$text" ]]; then
    echo "make-demo-audio: unexpected narration line for '$name'" >&2
    exit 1
  fi
  n=$((n + 1))
  printf '%s\n' "$text" >"$WORK_DIR/text.txt"
  espeak-ng -v en-us -s 150 -f "$WORK_DIR/text.txt" -w "$WORK_DIR/speech.wav"
  ffmpeg -nostdin -hide_banner -loglevel error -y -i "$WORK_DIR/speech.wav" \
    -map_metadata -1 -fflags +bitexact -flags:a +bitexact \
    -ac 1 -ar 22050 -c:a libmp3lame -b:a 32k "$WORK_DIR/out.mp3"
  mv -f "$WORK_DIR/out.mp3" "$OUT_DIR/$name"
  printf '%s\n' "$name" >>"$WORK_DIR/keep"
  printf '[%d/%d] %s\n' "$n" "$count" "$name"
done <"$WORK_DIR/list.tsv"

# Remove narration files that no longer correspond to any tour text.
shopt -s nullglob
for file in "$OUT_DIR"/*.mp3; do
  if ! grep -qxF "$(basename "$file")" "$WORK_DIR/keep"; then
    echo "make-demo-audio: removing stale $(basename "$file")"
    rm -f "$file"
  fi
done

echo "make-demo-audio: wrote $n files to $OUT_DIR ($(du -sh "$OUT_DIR" | cut -f1))"
