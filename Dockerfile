# Kinframe in one image: every process role (web, worker, smtp) runs from it, chosen by the
# command's arguments (`--services=...`; all three in one process by default). compose.yaml runs the
# scaled-out topology of scripts/cluster.mjs from it.

# --- build: the web app (apps/web/dist), which the web role serves ---------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/web apps/web
RUN npm run build

# --- runtime ----------------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
# The system's ffmpeg/ffprobe and libheif's heif-dec are faster than the npm builds; MEDIA_TOOLS=auto
# (the default) finds them on PATH.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg libheif-examples \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=8080 \
  DATA_DIR=/data
WORKDIR /app
# npm ci checks the lock file against every workspace, so all their package.json files come along;
# only the server's dependencies (and the contract it imports) are installed.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The server runs its TypeScript through tsx (`node --import tsx src/main.ts`, as scripts/cluster.mjs
# starts each process) rather than a compiled copy. tsx is in the server's `dependencies`, not its
# devDependencies, so `--omit=dev` keeps it and no build step is needed here.
RUN npm ci --omit=dev --workspace=apps/server --include-workspace-root=false \
  && npm cache clean --force
COPY packages/contract/src packages/contract/src
COPY apps/server/src apps/server/src
COPY tsconfig.base.json ./
COPY apps/server/tsconfig.json apps/server/
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /app/apps/server
VOLUME /data
# 8080: HTTP (the web role); 2525: photos by mail (the smtp role, with SMTP_INBOUND_PORT=2525).
EXPOSE 8080 2525
# A worker or smtp process serves no HTTP: their compose services turn this check off.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The roles are the command: `docker run kinframe --services=worker` (compose.yaml sets one per service).
# Only environment variables that config.ts knows are set here (apps/server/test/deploy-files.test.ts).
ENTRYPOINT ["node", "--import", "tsx", "src/main.ts"]
CMD ["--services=web,worker,smtp"]
