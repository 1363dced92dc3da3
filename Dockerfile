# One image build with a target per process: bff, worker, web. Built from the repository root.
FROM node:22-bookworm-slim AS build
WORKDIR /app
# The whole tree, then the install: no list of workspaces here for a new context to edit.
COPY . .
RUN npm ci
RUN npm run build

# The API suites, sent to the compose project's bff: docker-compose --profile test run --rm api-tests.
FROM build AS api-tests
WORKDIR /app/tests
ENV NODE_OPTIONS=--experimental-vm-modules
CMD ["npx", "jest", "--config", "jest.config.js"]

FROM build AS pruned
RUN npm prune --omit=dev

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=pruned /app /app
USER node

FROM runtime AS bff
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+(process.env.BFF_PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations and the reference data (games, plans, word sets); demo accounts only outside production.
# The page servers start with the launcher's SERVER_NODE_FLAGS (services/launcher/src/processes.ts).
CMD ["sh", "-c", "node db/dist/cli.js migrate && node db/dist/cli.js seed && node --max-semi-space-size=64 bff/dist/main.js"]

FROM runtime AS worker
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node services/jobs/dist/healthcheck.js
CMD ["node", "services/jobs/dist/worker.js"]

FROM runtime AS web
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
WORKDIR /app/remix
CMD ["node", "--max-semi-space-size=64", "dist/server/index.js"]
