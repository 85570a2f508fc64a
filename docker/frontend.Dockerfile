# One front end (the shell or a remote) served by nginx on its own origin. Build context: the
# repository root (one lockfile for all workspaces):
#   docker build -f docker/frontend.Dockerfile --build-arg PKG=mfe-visits .
#   docker build -f docker/frontend.Dockerfile --build-arg PKG=shell --build-arg SITE=shell .
# Nothing about the environment is built in: docker/nginx/site-entrypoint.sh writes the nginx
# site, remotes.json, robots.txt and the Content-Security-Policy from variables at each start.
FROM node:20-bookworm-slim AS build
ARG PKG
ARG SITE=remote
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
COPY mfe-backoffice/package.json mfe-backoffice/
COPY e2e/package.json e2e/
# See .ci/run: npm ci refuses a lockfile made where other platforms' binaries were unavailable.
RUN npm ci --no-audit --no-fund --ignore-scripts || npm install --no-audit --no-fund --ignore-scripts
COPY tooling tooling
COPY shared-contracts shared-contracts
COPY shared-ui shared-ui
COPY scripts/lib/robots.mjs scripts/lib/routes.mjs scripts/lib/
COPY docker/nginx/robots-template.mjs docker/nginx/routes-template.mjs docker/nginx/
COPY ${PKG} ${PKG}
RUN npm run build -w ${PKG} && mv ${PKG}/dist /site \
 && mkdir /site-templates \
 && if [ "$SITE" = shell ]; then node docker/nginx/robots-template.mjs > /site-templates/robots.txt \
    && node docker/nginx/routes-template.mjs > /site-templates/pages.conf; fi

FROM nginx:1.27-alpine
# shell: client-side routes fall back to index.html, remotes.json and robots.txt are written,
# the sitemap comes from the api. remote: files only, readable from any origin.
ARG SITE=remote
ENV SITE_KIND=${SITE} NGINX_PORT=8080
COPY docker/nginx/nginx.conf docker/nginx/common.conf docker/nginx/${SITE}.conf /etc/nginx/site-templates/
COPY --from=build /site-templates/ /etc/nginx/site-templates/
COPY docker/nginx/site-entrypoint.sh /docker-entrypoint.d/40-site.sh
COPY --from=build /site /usr/share/nginx/html
# The rendered site, the pid and nginx's temporary files live in /etc/nginx/site, the only
# folder the unprivileged nginx user may write.
RUN chmod 755 /docker-entrypoint.d/40-site.sh \
 && rm -f /etc/nginx/conf.d/default.conf \
 && mkdir -p /etc/nginx/site \
 && chown nginx:nginx /etc/nginx/site
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${NGINX_PORT}/healthz" || exit 1
CMD ["nginx", "-p", "/etc/nginx/site/", "-c", "/etc/nginx/site/nginx.conf", "-g", "daemon off;"]
