# syntax=docker/dockerfile:1
# Patent Portal: the server (Fastify under tsx) and the built client, on Node.js 20 (the version CI tests).
#   docker build -t patent-portal .
#   docker run -p 3000:3000 -v portal-data:/data patent-portal          # embedded database (PGlite) in /data
#   docker compose -f deploy/compose.yaml up -d                         # PostgreSQL, two replicas, Caddy (TLS)
# docs/deploy.md lists every environment variable.
ARG NODE_IMAGE=node:20-bookworm-slim

# --- 1. the client: every dependency (Vite and its plugins), then `vite build` with .br/.gz beside each asset ---------
FROM ${NODE_IMAGE} AS client
WORKDIR /build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=error
COPY index.html vite.config.ts tsconfig.json ./
COPY scripts/vite-precompress.ts scripts/
COPY schemas schemas
COPY widgets widgets
COPY src src
RUN NODE_ENV=production node node_modules/vite/bin/vite.js build

# --- 2. production dependencies only (tsx runs the TypeScript server; no compiler, test or lint tools) ----------------
FROM ${NODE_IMAGE} AS server-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --loglevel=error && npm cache clean --force

# --- 3. what runs: no build tools, owned by root, run as the unprivileged user `node` ---------------------------------
FROM ${NODE_IMAGE}
# pg_dump / pg_restore for `npm run backup` / `npm run restore` against PostgreSQL 15 (the compose file's server;
# pg_dump must be at least the server's major version). tar is in the base image. --build-arg OFFICE_PREVIEW=1 adds
# headless LibreOffice and a CJK font for the PDF previews of Office documents (about 400 MB more; without it those
# previews answer 501 and the documents download as they are).
ARG OFFICE_PREVIEW=0
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
    $(if [ "$OFFICE_PREVIEW" = 1 ]; then echo libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui fonts-wqy-zenhei; fi) \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CLIENT_DIR=/app/dist/client
WORKDIR /app
COPY --from=server-deps /app/node_modules node_modules
COPY package.json package-lock.json tsconfig.json ./
# The server reads the shipped definitions and flows (schemas/) and imports only src/server and src/common.
COPY schemas schemas
COPY src/common src/common
COPY src/server src/server
COPY scripts/backup.ts scripts/restore.ts scripts/tenant-create.ts scripts/
COPY --from=client /build/dist/client dist/client
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Database reachable and migrations current (GET /api/health); the first start migrates and seeds, hence the grace.
HEALTHCHECK --interval=15s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server/main.ts"]
