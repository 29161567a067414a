import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // build/client/.vite/manifest.json: the server reads it to list the code a tour saved for
    // offline needs (each chunk's imports, dynamic imports and stylesheets).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The chrome and the helpers every page uses: one request instead of a dozen tiny ones.
            { name: "site", test: /\/web\/app\/(lib|features\/chrome)\// },
          ],
        },
      },
    },
  },
});
