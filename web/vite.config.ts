import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // A build writes over the one the site is serving, never empties its folder first: the
    // running site keeps its files, and pages open across the update keep theirs for a while
    // (scripts/previous-assets.ts drops the rest once the build is done).
    emptyOutDir: false,
    // build/client/.vite/manifest.json: the server reads it to list the code a tour saved for
    // offline needs (each chunk's imports, dynamic imports and stylesheets).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The chrome, the helpers, and everything the root route imports (with its imports:
            // groups take their modules' dependencies): every page loads all of it, so one request
            // instead of a dozen tiny ones, each paying ~450 bytes of headers on slow 4G.
            { name: "site", test: /\/web\/app\/(root\.tsx$|lib\/|features\/chrome\/)/ },
          ],
        },
      },
    },
  },
});
