# syntax=docker/dockerfile:1
# Multi-stage build: the browser assets and the server's JavaScript (dist/client, dist/server) are built
# with the dev dependencies; the runtime image keeps only the production ones and the build, runs
# `node dist/server/main.js` (no TypeScript, no tests) as the unprivileged `node` user, on the Node
# major CI tests (decision 052).
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    SEED_DEMO=false \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
# dist/client (assets and their manifest) and dist/server (main.js, worker.js, cli.js and their
# chunks, the migrations inside); package.json gives the version and `"type": "module"`.
COPY --from=build --chown=node:node /app/dist/client ./dist/client
COPY --from=build --chown=node:node /app/dist/server ./dist/server
COPY --chown=node:node package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Other commands: `node dist/server/worker.js`, `node dist/server/cli.js migrate status`.
CMD ["node", "--enable-source-maps", "--min-semi-space-size=8", "--max-semi-space-size=8", "dist/server/main.js"]
