import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/global-setup.ts"],
    // Some tests click through every listed choice of a potion (seconds on an idle machine);
    // on a loaded 2-core machine the default 5 s failed them though nothing was wrong. A real
    // hang still fails, at one minute.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
