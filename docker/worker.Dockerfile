# The background worker (graphile-worker; ffmpeg for the media tasks). From the repository root:
#   docker build -f docker/worker.Dockerfile -t ar-console-worker .
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
RUN npx prisma generate

FROM node:22-bookworm-slim AS runtime
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
CMD ["node", "--import", "tsx", "services/worker/src/main.ts"]
