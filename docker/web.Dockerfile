# The web console. Build from the repository root:
#   docker build -f docker/web.Dockerfile -t ar-console-web .
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
RUN npx prisma generate && cd apps/web && npx remix vite:build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# Migrations run once per deploy (see compose.yaml's migrate service), not in every web replica.
CMD ["node", "--import", "tsx", "apps/web/server.ts"]
