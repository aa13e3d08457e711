# The background worker (graphile-worker; ffmpeg for the media tasks). From the repository root:
#   docker build -f docker/worker.Dockerfile -t ar-console-worker .
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY apps/web/package.json apps/web/
COPY packages/api/package.json packages/api/
COPY packages/card-layout/package.json packages/card-layout/
COPY packages/config/package.json packages/config/
COPY packages/core/package.json packages/core/
COPY packages/db/package.json packages/db/
COPY packages/devtools/package.json packages/devtools/
COPY packages/jobs/package.json packages/jobs/
COPY services/worker/package.json services/worker/
COPY packages/db/src/pg-adapter.ts packages/db/src/
# npm install honours the lockfile; see .ci/run for why not npm ci.
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npx prisma generate

FROM node:20-bookworm-slim AS runtime
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
CMD ["node", "--import", "tsx", "services/worker/src/main.ts"]
