# One image build with a target per process: bff, worker, web. Built from the repository root.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY db/package.json db/
COPY bff/package.json bff/
COPY remix/package.json remix/
COPY tests/package.json tests/
COPY services/event-store/package.json services/event-store/
COPY services/progress/package.json services/progress/
COPY services/jobs/package.json services/jobs/
COPY services/launcher/package.json services/launcher/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node

FROM runtime AS bff
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+(process.env.BFF_PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "-c", "node db/dist/cli.js migrate && node bff/dist/main.js"]

FROM runtime AS worker
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node services/jobs/dist/healthcheck.js
CMD ["node", "services/jobs/dist/worker.js"]

FROM runtime AS web
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
WORKDIR /app/remix
CMD ["node", "../node_modules/@remix-run/serve/dist/cli.js", "build/server/index.js"]
