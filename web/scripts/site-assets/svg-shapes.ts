/** Small SVG geometry helpers shared by the generated logos. */

const round = (n: number) => Math.round(n * 100) / 100;

/** A five-pointed star centred on (cx, cy), point up. */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(" ")}" fill="${fill}"/>`;
}

/** Escapes text placed inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
