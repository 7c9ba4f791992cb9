# syntax=docker/dockerfile:1
# Build once, run the release. The build stage runs what CI runs (npm install, npm run build)
# and then scripts/release.mjs, which apps/api/src/release.e2e.test.ts runs on every `npm test`;
# the image keeps only that release folder: the bundled API, the built site and the API's
# production dependencies. See docs/deploy.md.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV TURBO_TELEMETRY_DISABLED=1
COPY . .
RUN npm install --no-audit --no-fund
RUN npm run build
RUN node scripts/release.mjs /release

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /release ./
# The embedded database's folder (unused with DATABASE_URL); the node user owns it.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm run serve` runs, started by node itself so SIGTERM reaches the server (it drains
# requests, finishes the background run and closes the database before exiting).
CMD ["node", "--env-file-if-exists=.env", "apps/api/dist/server.js"]
