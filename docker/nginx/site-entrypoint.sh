#!/bin/sh
# Renders this front end's nginx site from environment when the container starts (the nginx
# image runs /docker-entrypoint.d/*.sh before nginx): one image serves every environment, and
# moving the api or a remote is a restart with new variables, not a rebuild. For the shell it
# also writes remotes.json (the document npm start serves, scripts/lib/site.mjs) and robots.txt,
# and builds the Content-Security-Policy from the same addresses; for the remote that ships the
# booking widget, visits-widget.json.
# scripts/nginx*.test.mjs run this very script with SITE_ROOT, SITE_OUT and SITE_TEMPLATES
# pointing at temporary folders, then Debian's nginx on what it wrote.
# No globbing: CSP_EXTRA_ORIGINS and FRAME_ANCESTORS are split on spaces and may hold a `*`.
set -euf

kind=${SITE_KIND:-}
templates=${SITE_TEMPLATES:-/etc/nginx/site-templates}
out=${SITE_OUT:-/etc/nginx/site}
root=${SITE_ROOT:-/usr/share/nginx/html}
port=${NGINX_PORT:-8080}

fail() {
  echo "site-entrypoint: $*" >&2
  exit 1
}

matches() {
  printf '%s' "$1" | grep -Eq "$2"
}

case "$kind" in
  shell | remote) ;;
  *) fail "SITE_KIND must be shell or remote, got '$kind'" ;;
esac
matches "$port" '^[0-9]{1,5}$' || fail "NGINX_PORT must be a port number, got '$port'"
matches "$root" '^/[A-Za-z0-9._/-]*$' || fail "SITE_ROOT must be an absolute path, got '$root'"

# Every address lands in JSON, in an nginx directive or in a header: only plain http(s) URLs
# pass, which also keeps quotes, spaces, `$` and `;` out of them. Prints it without trailing slashes.
url() {
  matches "$2" '^https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[A-Za-z0-9._~%/-]*)?$' ||
    fail "$1 must be an http(s) URL without quotes, spaces or query, got '$2'"
  printf '%s' "$2" | sed 's|/*$||'
}

# A remote is given by its origin or folder, or by its mf-manifest.json itself.
manifest() {
  base=$(url "$1" "$2") || exit 1
  case "$2" in
    *.json) printf '%s' "$2" ;;
    *) printf '%s/mf-manifest.json' "$base" ;;
  esac
}

origin() {
  printf '%s' "$1" | sed -E 's|^(https?://[^/]+).*|\1|'
}

# Copies a template, filling ${NAME} with the value of each NAME=value argument.
render() {
  src=$1
  dst=$2
  shift 2
  script=''
  for pair in "$@"; do
    value=$(printf '%s' "${pair#*=}" | sed 's/[\\&|]/\\&/g')
    script="$script
s|\${${pair%%=*}}|$value|g"
  done
  sed "$script" "$src" >"$dst"
  if grep -q '\${[A-Za-z_]*}' "$dst"; then
    fail "$dst still holds a placeholder: $(grep -o '\${[A-Za-z_]*}' "$dst" | head -n 1)"
  fi
}

mkdir -p "$out/public"
cp "$templates/nginx.conf" "$templates/common.conf" "$out/"

if [ "$kind" = remote ]; then
  # The booking widget that partner sites embed (mfe-visits) finds the api, and the site its
  # links open, in visits-widget.json beside itself: the document npm start serves (scripts/serve.mjs).
  rm -f "$out/public/visits-widget.json"
  if [ -f "$root/visits-widget.js" ]; then
    api=$(url API_URL "${API_URL:-http://localhost:4000}")
    shell_url=$(url SHELL_URL "${SHELL_URL:-http://localhost:3000}")
    printf '{\n  "apiUrl": "%s",\n  "siteUrl": "%s"\n}\n' "$api" "$shell_url" >"$out/public/visits-widget.json"
  fi
  render "$templates/remote.conf" "$out/site.conf" NGINX_PORT="$port" SITE_ROOT="$root"
  echo "site-entrypoint: remote site on port $port"
  exit 0
fi

api=$(url API_URL "${API_URL:-http://localhost:4000}")
shell_url=$(url SHELL_URL "${SHELL_URL:-http://localhost:3000}")
# Where nginx itself reaches the api (compose: http://api:4000), for the sitemap.
upstream=$(url API_INTERNAL_URL "${API_INTERNAL_URL:-$api}")
catalog=$(manifest REMOTE_CATALOG_URL "${REMOTE_CATALOG_URL:-http://localhost:3001}")
checkout=$(manifest REMOTE_CHECKOUT_URL "${REMOTE_CHECKOUT_URL:-http://localhost:3002}")
account=$(manifest REMOTE_ACCOUNT_URL "${REMOTE_ACCOUNT_URL:-http://localhost:3003}")
visits=$(manifest REMOTE_VISITS_URL "${REMOTE_VISITS_URL:-http://localhost:3004}")
backoffice=$(manifest REMOTE_BACKOFFICE_URL "${REMOTE_BACKOFFICE_URL:-http://localhost:3005}")

tag_manager=''
tag_origin=''
if [ -n "${TAG_MANAGER_ID:-}" ]; then
  matches "$TAG_MANAGER_ID" '^[A-Za-z0-9_-]+$' || fail "TAG_MANAGER_ID must be a container id such as GTM-XXXXXXX, got '$TAG_MANAGER_ID'"
  if [ -n "${TAG_MANAGER_URL:-}" ]; then
    url TAG_MANAGER_URL "$TAG_MANAGER_URL" >/dev/null || exit 1
    tag_manager="{ \"id\": \"$TAG_MANAGER_ID\", \"scriptUrl\": \"$TAG_MANAGER_URL\" }"
  else
    tag_manager="{ \"id\": \"$TAG_MANAGER_ID\" }"
  fi
  # The shell's default script when TAG_MANAGER_URL is unset (shell/src/consent/tagManager.ts).
  tag_origin=$(origin "${TAG_MANAGER_URL:-https://www.googletagmanager.com/gtm.js}")
fi

{
  printf '{\n  "apiUrl": "%s",\n  "remotes": {\n' "$api"
  printf '    "catalog": "%s",\n    "checkout": "%s",\n' "$catalog" "$checkout"
  printf '    "account": "%s",\n    "visits": "%s",\n' "$account" "$visits"
  printf '    "backoffice": "%s"\n  }' "$backoffice"
  if [ -n "$tag_manager" ]; then
    printf ',\n  "tagManager": %s' "$tag_manager"
  fi
  printf '\n}\n'
} >"$out/public/remotes.json"
# The same on one line for index.html's data block (shell.conf's sub_filter): the URLs above hold
# no quote, `$`, `<` or space, and the tag manager's id none either.
remotes_inline=$(tr -d '\n' <"$out/public/remotes.json" | sed 's/  */ /g')

render "$templates/robots.txt" "$out/public/robots.txt" SHELL_URL="$shell_url"

# The tags a tag manager loads live elsewhere (analytics...): their origins are the operator's to list.
extra=''
for source in ${CSP_EXTRA_ORIGINS:-}; do
  matches "$source" '^https?://(\*\.)?[A-Za-z0-9.-]+(:[0-9]+)?$' ||
    fail "CSP_EXTRA_ORIGINS holds origins such as https://*.example.com, got '$source'"
  extra="$extra $source"
done
ancestors=''
for source in ${FRAME_ANCESTORS:-"'none'"}; do
  matches "$source" "^('none'|'self'|https?://(\\*\\.)?[A-Za-z0-9.-]+(:[0-9]+)?)$" ||
    fail "FRAME_ANCESTORS holds 'none', 'self' or origins, got '$source'"
  ancestors="$ancestors $source"
done

# Scripts and their images and fonts come from the remotes' origins (publicPath auto), manifests
# are fetched from there, data from the api. styled-components writes <style> elements at run time.
remotes=$(for manifest_url in "$catalog" "$checkout" "$account" "$visits" "$backoffice"; do origin "$manifest_url" && echo; done | sort -u | tr '\n' ' ')
api_origin=$(origin "$api")
# index.html's inline script (the prerendered frame's, tooling/frame-prerender.cjs) is allowed by
# its hash, which the build writes beside it.
inline=''
if [ -f "$root/csp-script-hashes.txt" ]; then
  for source in $(cat "$root/csp-script-hashes.txt"); do
    matches "$source" "^'sha256-[A-Za-z0-9+/]+={0,2}'$" || fail "$root/csp-script-hashes.txt holds 'sha256-…' sources, got '$source'"
    inline="$inline $source"
  done
fi
csp="default-src 'self'; script-src 'self'$inline $remotes $tag_origin $extra; style-src 'self' 'unsafe-inline';"
# The relay points' map (checkout's delivery step) draws OpenStreetMap's tiles: images only.
map_tiles='https://tile.openstreetmap.org'
csp="$csp img-src 'self' data: blob: $api_origin $remotes $tag_origin $map_tiles $extra; font-src 'self' data: $remotes;"
csp="$csp connect-src 'self' $api_origin $remotes $tag_origin $extra; object-src 'none'; base-uri 'self';"
csp="$csp form-action 'self'; frame-ancestors $ancestors"
csp=$(printf '%s' "$csp" | tr -s ' ' | sed 's/ ;/;/g; s/ *$//')

# nginx resolves a proxied name only with a resolver: Docker's DNS, or whatever the host uses.
upstream_host=$(printf '%s' "$upstream" | sed -E 's|^https?://([^/:]+).*|\1|')
if matches "$upstream_host" '^[0-9.]+$'; then
  resolver="# $upstream_host is an address: nothing to resolve"
else
  nameserver=${NGINX_RESOLVER:-$(awk '$1 == "nameserver" { print $2; exit }' /etc/resolv.conf 2>/dev/null || true)}
  matches "$nameserver" '^[0-9A-Fa-f.:]+$' || fail "no nameserver to resolve $upstream_host: set NGINX_RESOLVER"
  case "$nameserver" in
    *:*) nameserver="[$nameserver]" ;;
  esac
  resolver="resolver $nameserver valid=30s;"
fi

# Which paths are pages of the shop (the rest answer 404): written at the image's build from the
# contracts' route table (docker/nginx/routes-template.mjs).
cp "$templates/pages.conf" "$out/"
render "$templates/shell.conf" "$out/site.conf" NGINX_PORT="$port" SITE_ROOT="$root" CSP="$csp" \
  SITEMAP_URL="$upstream/api/sitemap.xml" RESOLVER="$resolver" REMOTES_INLINE="$remotes_inline"
echo "site-entrypoint: shell site on port $port, api $api, sitemap from $upstream"
