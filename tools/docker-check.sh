#!/usr/bin/env bash
# Does what the Dockerfile's build stage does, without a container engine: copies the build context
# (minus .dockerignore) into a clean temp folder and runs the stage's COPY / ENV / WORKDIR / RUN
# instructions there, in order, with this machine's npm cache (offline first). Fails when an
# instruction fails (e.g. `npm ci` refusing the lock) or when the image would lack its entry points.
#
#   tools/docker-check.sh            # install + build + prune, as the image does
#   DOCKER_CHECK_KEEP=1 ...          # keep the temp folder (printed) for a look
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DOCKERFILE="$ROOT/Dockerfile"
started=$(date +%s)
tmp="$(mktemp -d "${TMPDIR:-/tmp}/mall-docker-check.XXXXXX")"
cleanup() { if [ -z "${DOCKER_CHECK_KEEP:-}" ]; then rm -rf "$tmp"; else echo "docker-check: kept $tmp"; fi; }
trap cleanup EXIT

# 1. The build context: the repository minus .dockerignore (tar's patterns match any path component).
context="$tmp/context"
mkdir -p "$context"
excludes=()
if [ -f "$ROOT/.dockerignore" ]; then
  while IFS= read -r pat; do
    pat="${pat%%#*}"; pat="${pat%"${pat##*[![:space:]]}"}"
    [ -z "$pat" ] && continue
    excludes+=("--exclude=${pat#\*\*/}")
  done < "$ROOT/.dockerignore"
fi
tar -C "$ROOT" "${excludes[@]}" -cf - . | tar -C "$context" -xf -

# 2. The first stage's instructions (up to the next FROM), continuation lines joined.
fs="$tmp/fs"          # the image's file system root
mkdir -p "$fs"
workdir="/"
stage=0
run_env=(HOME="$HOME" PATH="$PATH" npm_config_cache="$(npm config get cache)" npm_config_prefer_offline=true
         npm_config_update_notifier=false NX_NO_CLOUD=true)
# A clean build as in the image (no Nx cache; the npm cache is reused, offline first).
run_env+=(NX_SKIP_NX_CACHE=true NX_DAEMON=false)
while IFS= read -r line; do
  read -r instr args <<<"$line"
  instr="${instr^^}"
  case "$instr" in
    FROM) stage=$((stage + 1)); [ "$stage" -gt 1 ] && break; continue ;;
    ""|\#*) continue ;;
  esac
  echo "docker-check [$(( $(date +%s) - started ))s] $instr $args"
  case "$instr" in
    WORKDIR) workdir="$args"; mkdir -p "$fs$workdir" ;;
    ENV)
      # KEY=VALUE pairs (no quoting with spaces in this Dockerfile)
      for kv in $args; do run_env+=("$kv"); done ;;
    COPY)
      if [[ "$args" == --* ]]; then echo "docker-check: COPY flags are not supported: $args" >&2; exit 2; fi
      read -r -a parts <<<"$args"
      dest="${parts[-1]}"; unset 'parts[-1]'
      [[ "$dest" != /* ]] && dest="$workdir/$dest"
      for src in "${parts[@]}"; do
        if [ "$src" = "." ]; then
          mkdir -p "$fs$dest"; cp -a "$context/." "$fs$dest/"
        else
          if [[ "$dest" == */ || "${#parts[@]}" -gt 1 ]]; then mkdir -p "$fs$dest"; cp -a "$context/$src" "$fs$dest/"
          else mkdir -p "$(dirname "$fs$dest")"; cp -a "$context/$src" "$fs$dest"; fi
        fi
      done ;;
    RUN)
      (cd "$fs$workdir" && env -i "${run_env[@]}" bash -eo pipefail -c "$args") ;;
    ARG|LABEL|EXPOSE|CMD|ENTRYPOINT|USER|SHELL) ;;
    *) echo "docker-check: unsupported instruction $instr" >&2; exit 2 ;;
  esac
done < <(sed -e ':a' -e '/\\$/N; s/\\\n[[:space:]]*/ /; ta' "$DOCKERFILE")

# 3. What the final stage starts (CMD and the compose file's worker).
app="$fs$workdir"
for f in apps/api/dist/main.js apps/api/dist/worker.js apps/web/dist/index.html; do
  [ -f "$app/$f" ] || { echo "docker-check: the image would lack $f" >&2; exit 1; }
done
(cd "$app" && env -i "${run_env[@]}" NODE_ENV=production node -e "require.resolve('@nestjs/core'); require.resolve('pg'); require.resolve('argon2')") \
  || { echo "docker-check: production dependencies missing after the prune" >&2; exit 1; }
echo "docker-check: ok in $(( $(date +%s) - started ))s"
