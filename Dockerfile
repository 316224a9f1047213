# syntax=docker/dockerfile:1
# The production image: one image for every role (CVFORGE_ROLE=all|api|worker). How to run it:
# README "Run it for many users"; why it is built this way: docs/decisions/017-deployment.md.
ARG NODE_IMAGE=node:24-bookworm-slim

# The workspace manifests alone, so the dependency layers are rebuilt only when they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/cv-model/package.json packages/cv-model/
COPY packages/cv-parser/package.json packages/cv-parser/
COPY packages/cv-render/package.json packages/cv-render/
COPY packages/insight/package.json packages/insight/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Everything, dev dependencies included: the web app (Vite) and the API bundle (esbuild).
FROM manifests AS build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

# The API's production dependencies only (the workspace packages are inlined in the bundle),
# the bundle, the migrations and the built web app.
FROM manifests AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
RUN npm ci --omit=dev --ignore-scripts -w @cvforge/api && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness: /api/health answers while the process runs, a database outage included, so nothing
# restarts a healthy process for it; readiness (the database, draining) is /api/ready, which the
# proxy polls (docs/decisions/030-shutdown-hands-work-back.md).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
