#!/usr/bin/env bash
# The newcomer's experience, checked: clone the repository into an empty folder, run exactly the
# README's two commands with a clean pnpm store and no global tools beyond Node and npm, wait for
# the URL `pnpm start` prints, and check that the four entry pages answer with their content.
# Prints the time for install, for start (build + migrate + seed) and for the first page.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/klegal-fresh-XXXXXX)
port=${FRESH_PORT:-4321}
log="$work/start.log"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill -- -"$server_pid" 2>/dev/null || kill "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

now() { date +%s.%N; }
secs() { awk "BEGIN { printf \"%.1f\", $2 - $1 }"; }

echo "fresh-machine: cloning into $work/app"
git clone -q "$repo" "$work/app"
cd "$work/app"

# A clean machine: an empty pnpm store, npm cache and home; only node and npm on PATH.
export HOME="$work/home"; mkdir -p "$HOME"
export npm_config_store_dir="$work/pnpm-store"
export npm_config_cache="$work/npm-cache"
export npm_config_yes=true          # npx would ask before fetching pnpm; there is no one to answer
export PATH="$(dirname "$(command -v node)"):/usr/bin:/bin"
unset DATABASE_URL DATA_DIR

t0=$(now)
npx pnpm@10 install > "$work/install.log" 2>&1 || { tail -40 "$work/install.log"; echo "fresh-machine: install FAILED"; exit 1; }
t1=$(now)
echo "fresh-machine: install took $(secs "$t0" "$t1") s"
# A newcomer's install prints nothing to act on: no ignored build scripts, no engine or peer warnings.
# One pnpm message is left out: with an empty store pnpm links the `node` package's own bin before
# that package's install script has put the binary there ("Failed to create bin at
# .../.pnpm/node@…/node_modules/node/node_modules/.bin/node"); the script then installs it and every
# later step runs on it, so there is nothing to act on.
if grep -E "Ignored build scripts|WARN" "$work/install.log" | grep -vE "Failed to create bin at .*/\.pnpm/node@[0-9.]+/node_modules/node/node_modules/\.bin/node"; then
  echo "fresh-machine: install printed a warning (above)"; exit 1
fi

set -m
PORT=$port npx pnpm@10 start > "$log" 2>&1 &
server_pid=$!
set +m
url=""
for _ in $(seq 1 900); do
  url=$(grep -o 'is running at http://[^ ]*' "$log" | head -1 | sed 's/is running at //') || true
  [ -n "$url" ] && break
  if ! kill -0 "$server_pid" 2>/dev/null; then tail -40 "$log"; echo "fresh-machine: start FAILED"; exit 1; fi
  sleep 1
done
[ -n "$url" ] || { tail -40 "$log"; echo "fresh-machine: no URL printed within 15 minutes"; exit 1; }
t2=$(now)
echo "fresh-machine: start (build, migrate, seed) took $(secs "$t1" "$t2") s; serving $url"

check() { # path, text the page must contain (rendered by Chromium when available, else raw HTML)
  local path=$1 text=$2 body
  if [ -x /usr/bin/chromium ]; then
    body=$(timeout 60 /usr/bin/chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
      --disable-component-update --disable-sync --no-first-run --user-data-dir="$work/chrome" \
      --virtual-time-budget=8000 --dump-dom "$url$path" 2>/dev/null || true)
  else
    body=$(curl -fsS "$url$path" || true)
  fi
  if grep -qF -- "$text" <<<"$body"; then
    echo "fresh-machine: $path ok (contains \"$text\")"
  else
    echo "fresh-machine: $path FAILED: \"$text\" not found"; echo "$body" | head -c 2000; exit 1
  fi
}
t3=$(now)
curl -fsS -o /dev/null "$url/"
t4=$(now)
echo "fresh-machine: first page answered in $(secs "$t3" "$t4") s"
check / "${FRESH_HOME_TEXT:-K-Legal}"
check /lawyers "${FRESH_LAWYERS_TEXT:-Find Your Lawyer}"
check /lawyer-login "${FRESH_LAWYER_LOGIN_TEXT:-변호사 로그인}"
check /admin/login "${FRESH_ADMIN_LOGIN_TEXT:-관리자 로그인}"
echo "fresh-machine: install $(secs "$t0" "$t1") s, start $(secs "$t1" "$t2") s, first page $(secs "$t3" "$t4") s"
echo "fresh-machine: passed"
