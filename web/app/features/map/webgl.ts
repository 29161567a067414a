/** Whether this browser can draw a WebGL map (MapLibre needs WebGL 2, or WebGL 1 as fallback). */
export function supportsWebGl(): boolean {
  try {
    const canvas = document.createElement("canvas");
    const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    // Give the test context back at once: browsers allow only a few at a time.
    gl?.getExtension("WEBGL_lose_context")?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}
