# One front end (the shell or a remote) as a static nginx site. Build context: the repository root:
#   docker build -f docker/frontend.Dockerfile --build-arg PKG=mfe-visits .
FROM node:20-bookworm-slim AS build
ARG PKG
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared-contracts/package.json shared-contracts/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-catalog/package.json mfe-catalog/
COPY mfe-checkout/package.json mfe-checkout/
COPY mfe-account/package.json mfe-account/
COPY mfe-visits/package.json mfe-visits/
COPY e2e/package.json e2e/
# See .ci/run: npm ci refuses a lockfile made where other platforms' binaries were unavailable.
RUN npm ci --no-audit --no-fund --ignore-scripts || npm install --no-audit --no-fund --ignore-scripts
COPY tooling tooling
COPY shared-contracts shared-contracts
COPY shared-ui shared-ui
COPY ${PKG} ${PKG}
RUN npm run build -w ${PKG} && mv ${PKG}/dist /site

FROM nginx:1.27-alpine
# shell.conf or remote.conf: the shell falls back to index.html, remotes allow cross-origin reads.
ARG NGINX_CONF=remote.conf
COPY docker/nginx/${NGINX_CONF} /etc/nginx/conf.d/default.conf
COPY docker/nginx/cache.conf /etc/nginx/snippets/cache.conf
COPY docker/nginx/40-remotes-json.sh /docker-entrypoint.d/40-remotes-json.sh
COPY --from=build /site /usr/share/nginx/html
