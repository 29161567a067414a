import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
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
