# The web console. Build from the repository root:
#   docker build -f docker/web.Dockerfile -t ar-console-web .
# Every workspace's package.json (apps/*, packages/*, services/*, whatever their names), so a new
# package needs no edit here; the install layer below is reused until one of them changes.
FROM node:22-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests && find apps packages services -mindepth 2 -maxdepth 2 -name package.json -exec cp --parents {} /manifests/ \;

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY --from=manifests /manifests/ ./
COPY packages/db/src/pg-adapter.ts packages/db/src/
# npm install honours the lockfile; see .ci/run for why not npm ci.
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# The console's build and the AR viewer's (apps/web's build script runs both).
RUN npx prisma generate && npm run build -w apps/web

# The whole tree, not only apps/web/build: the server build imports the @ar/* workspace packages
# (external in apps/web/vite.config.ts) through node_modules/@ar links, and tsx loads their sources.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# Migrations run once per deploy (see compose.yaml's migrate service), not in every web replica.
CMD ["node", "--import", "tsx", "apps/web/server.ts"]
