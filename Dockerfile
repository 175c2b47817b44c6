# syntax=docker/dockerfile:1
# The production image of every Regimen service (SERVICES picks the part a container runs).
# build: all dependencies, the front end built; runtime: production dependencies only, the built
# front end baked in, a non-root user. Node 24 runs the TypeScript sources directly.
ARG NODE_IMAGE=node:24.11.1-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Manifests first, so a source change does not reinstall the dependencies.
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY event-store/package.json event-store/
COPY server-kit/package.json server-kit/
COPY projections/package.json projections/
COPY command-api/package.json command-api/
COPY read-api/package.json read-api/
COPY app/package.json app/
COPY frontend/package.json frontend/

FROM deps AS build
# devDependencies included whatever NODE_ENV says: vite and its plugins build the front end.
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN NODE_ENV=production npm run build:frontend

FROM deps AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/tmp/regimen
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY . .
COPY --from=build /app/frontend/dist ./frontend/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "app/src/main.ts"]
