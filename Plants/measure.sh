#!/usr/bin/env bash
# Plants/measure.sh [NAME...]: applies each planted bug (Plants/NAME.patch; all of them when
# no NAME is given) alone to a scratch copy of the working tree, builds `pickerstate` in
# release, and prints how each mode catches it: the events of the shrunk case (the report's
# `shrunk:` line) and the property that failed, with the seed 0x5eed, else 0x1, 0x2 or 0x3
# ("-" where none of them fails), each run as
#   pickerstate check --mode M --seed S --events 1000000 --depth 0
# Then the default check (`pickerstate check --seed 0x5eed`) must catch the plant too.
#
# Exit status: 0 when the default check catches every plant, 1 when it passes one (or a
# plant does not apply or build), 2 on bad usage. The caller's tree is never touched: the
# scratch copy is a detached worktree in $TMPDIR with the caller's uncommitted changes to
# tracked files, removed at the end. PLANTS_KEEP=DIR keeps (and reuses) the scratch copy
# in DIR, so that a second run builds incrementally. Each run's output is kept in the
# scratch copy's `plant-logs/`.
set -euo pipefail

plants_dir=$(cd "$(dirname "$0")" && pwd)
root=$(git -C "$plants_dir" rev-parse --show-toplevel)
modes=(host hostile scrollview)
seeds=(0x5eed 0x1 0x2 0x3)

names=()
if [ $# -eq 0 ]; then
  for patch in "$plants_dir"/*.patch; do names+=("$(basename "$patch" .patch)"); done
else
  for name in "$@"; do
    if [ ! -f "$plants_dir/$name.patch" ]; then
      echo "no plant named $name (Plants/$name.patch)" >&2
      exit 2
    fi
    names+=("$name")
  done
fi

if [ -n "${PLANTS_KEEP:-}" ]; then
  scratch=$PLANTS_KEEP
else
  scratch=$(mktemp -d "${TMPDIR:-/tmp}/plants.XXXXXX")/tree
fi
if [ ! -e "$scratch/.git" ]; then
  git -C "$root" worktree add --quiet --detach "$scratch" HEAD
fi
cleanup() {
  if [ -z "${PLANTS_KEEP:-}" ]; then git -C "$root" worktree remove --force "$scratch"; fi
}
trap cleanup EXIT
# The scratch copy: the caller's HEAD with the caller's uncommitted changes, plants excepted.
git -C "$scratch" reset --quiet --hard
git -C "$scratch" checkout --quiet --detach "$(git -C "$root" rev-parse HEAD)"
git -C "$root" diff HEAD --binary | git -C "$scratch" apply --allow-empty
mkdir -p "$scratch/plant-logs"

# The shrunk case's events and the start of its failure line, or "-".
caught() {
  local log=$1
  local shrunk
  shrunk=$(sed -n 's/^ *shrunk: *\([0-9]*\) event.*/\1/p' "$log" | head -1)
  if [ -z "$shrunk" ]; then echo "-"; return; fi
  local property
  property=$(sed -n 's/^.*FAILURE: //p' "$log" | head -1 | cut -c1-90)
  echo "$shrunk|$property"
}

status=0
table=()
details=()
for name in "${names[@]}"; do
  if ! git -C "$scratch" apply "$plants_dir/$name.patch"; then
    echo "$name: the patch does not apply" >&2
    status=1
    continue
  fi
  if ! (cd "$scratch" && swift build -c release --product pickerstate) \
    >"$scratch/plant-logs/$name.build" 2>&1; then
    echo "$name: the build failed (see $scratch/plant-logs/$name.build)" >&2
    git -C "$scratch" apply -R "$plants_dir/$name.patch"
    status=1
    continue
  fi
  row="$name"
  for mode in "${modes[@]}"; do
    cell="-"
    for seed in "${seeds[@]}"; do
      log="$scratch/plant-logs/$name.$mode.$seed"
      "$scratch/.build/release/pickerstate" check --mode "$mode" --seed "$seed" \
        --events 1000000 --depth 0 >"$log" 2>&1 || true
      result=$(caught "$log")
      if [ "$result" != "-" ]; then
        cell=${result%%|*}
        if [ "$seed" != 0x5eed ]; then cell="$cell ($seed)"; fi
        details+=("$name, $mode, seed $seed: ${result#*|}")
        break
      fi
    done
    row="$row | $cell"
  done
  log="$scratch/plant-logs/$name.default"
  "$scratch/.build/release/pickerstate" check --seed 0x5eed >"$log" 2>&1 || true
  result=$(caught "$log")
  if [ "$result" = "-" ]; then
    row="$row | PASSES"
    status=1
  else
    row="$row | ${result%%|*}"
    details+=("$name, default check: ${result#*|}")
  fi
  table+=("$row")
  echo "$row" >&2
  git -C "$scratch" apply -R "$plants_dir/$name.patch"
done

echo "plant | host | hostile | scrollview | default check (shrunk events)"
for row in "${table[@]}"; do echo "$row"; done
echo
echo "caught by:"
for line in "${details[@]}"; do echo "  $line"; done
if [ "$status" -ne 0 ]; then echo "a plant passed the default check, or did not apply or build"; fi
exit "$status"
