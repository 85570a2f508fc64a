#!/bin/sh
# Writes the shell's remotes.json from environment at container start (the shell image only):
# moving a remote to another origin is a restart with new variables, not a rebuild.
set -eu
[ -f /usr/share/nginx/html/index.html ] || exit 0
manifest() { case "$1" in *.json) echo "$1" ;; *) echo "${1%/}/mf-manifest.json" ;; esac; }
cat > /usr/share/nginx/html/remotes.json <<JSON
{
  "apiUrl": "${API_URL:-http://localhost:4000}",
  "remotes": {
    "catalog": "$(manifest "${REMOTE_CATALOG_URL:-http://localhost:3001}")",
    "checkout": "$(manifest "${REMOTE_CHECKOUT_URL:-http://localhost:3002}")",
    "account": "$(manifest "${REMOTE_ACCOUNT_URL:-http://localhost:3003}")",
    "visits": "$(manifest "${REMOTE_VISITS_URL:-http://localhost:3004}")"
  }
}
JSON
