/** A small generated file (robots.txt, sitemap.xml) with its exact length, cached for an hour. */
export function textResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(new TextEncoder().encode(body).length),
      "Cache-Control": "public, max-age=3600",
    },
  });
}
