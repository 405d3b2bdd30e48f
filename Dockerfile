FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NX_DAEMON=false
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY libs/contracts/package.json libs/contracts/
COPY libs/money/package.json libs/money/
# The lock may lack other platforms' builds of per-platform optional packages (@swc/core-*, anvil-*,
# msgpackr-extract-*: the registry the lock was written against serves only one platform), and
# `npm ci` then refuses it ("Missing: … from lock file"). `npm install` installs the locked versions
# and resolves just this platform's optional packages (as .ci/run does). tools/docker-check.sh runs
# this stage's steps in a clean folder in CI.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
