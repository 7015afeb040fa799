# syntax=docker/dockerfile:1
# Production image on Node 24 LTS (the tests also run on Node 24: .ci/run): build
# everything in one stage, ship only the runtime in the next.
# The app runs on an external PostgreSQL (DATABASE_URL, see docker-compose.yml) and
# keeps uploaded files under DATA_DIR=/data (a volume).

FROM node:24-slim AS build
WORKDIR /app
# Dependencies first, so that a code change does not reinstall them.
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY web/package.json web/
COPY admin/package.json admin/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf server/src server/ide web/src admin/src

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server ./server
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-ssr ./web/dist-ssr
COPY --from=build /app/admin/dist ./admin/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/main.js"]
