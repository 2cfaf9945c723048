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
    // One test file at a time in one forked worker: on a 2-core machine shared with other
    // work, a second worker only fights the first for the CPU (and each jsdom start costs
    // seconds), so the whole run's time grows with the load instead of multiplying by it.
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
  },
});
