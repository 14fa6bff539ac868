#!/usr/bin/env bash
# Times the default check (`pickerstate check --seed SEED`: 10 million events in the three
# campaign modes, then the exhaustive search to depth 5) of an older revision and of the
# working tree side by side: both built in release, then run in turn (A B A B ...) on the
# same seed, so both see the same load. Prints each run's throughput line (the campaign's
# checked events per second) and wall time (campaign and exhaustive search), then the
# medians of each.
#
#   Benchmarks/compare-checker.sh bb95d5b               # 5 runs of each, seed 0x5eed
#   Benchmarks/compare-checker.sh bb95d5b 3 --events 2000000 --depth 0
#
# REV is built in a clone of this repository under ${TMPDIR:-/tmp}, kept between runs so
# that a second comparison does not build it again. Flags after the run count go to both
# checks (after `--seed 0x5eed`); the checks' own output goes to files beside the clone.
set -euo pipefail
rev=${1:?usage: Benchmarks/compare-checker.sh REV [RUNS] [CHECK FLAGS...]}
runs=${2:-5}
shift $(($# < 2 ? $# : 2))
root=$(cd "$(dirname "$0")/.." && pwd)
commit=$(git -C "$root" rev-parse --verify "$rev^{commit}")
clone=${TMPDIR:-/tmp}/pickerstate-compare-${commit:0:12}

if [ ! -d "$clone/.git" ]; then
  git clone --quiet --shared --no-checkout "$root" "$clone"
  git -C "$clone" checkout --quiet --detach "$commit"
fi
echo "building ${commit:0:12} in $clone, and the working tree, in release"
swift build -c release --package-path "$clone" --product pickerstate >/dev/null
swift build -c release --package-path "$root" --product pickerstate >/dev/null
old=$(swift build -c release --package-path "$clone" --show-bin-path)/pickerstate
new=$(swift build -c release --package-path "$root" --show-bin-path)/pickerstate

# One check: its throughput line and its wall time in seconds, on one line; exits 1 when
# the check does not pass.
check() {
  local binary=$1 log=$2 start end
  start=$(date +%s.%N)
  "$binary" check --seed 0x5eed "${@:3}" >"$log" 2>/dev/null \
    || { echo "!! $binary failed, see $log"; exit 1; }
  end=$(date +%s.%N)
  printf '%s  wall %s s\n' "$(grep '^throughput:' "$log")" \
    "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')"
}

echo "load before: $(uptime | sed 's/.*load average/load average/')"
results=$(mktemp)
for ((run = 1; run <= runs; run++)); do
  for side in old new; do
    binary=$old
    [ "$side" = new ] && binary=$new
    line=$(check "$binary" "$clone.$side.log" "$@")
    printf '%-4s run %d: %s\n' "$side" "$run" "$line"
    echo "$side $line" >>"$results"
  done
done
echo "load after:  $(uptime | sed 's/.*load average/load average/')"

python3 - "$results" "${commit:0:12}" "$runs" <<'EOF'
import re, statistics, sys
path, rev, runs = sys.argv[1], sys.argv[2], sys.argv[3]
rates, walls = {"old": [], "new": []}, {"old": [], "new": []}
for line in open(path):
    side = line.split()[0]
    rates[side].append(int(re.search(r"throughput: (\d+)", line).group(1)))
    walls[side].append(float(re.search(r"wall ([\d.]+) s", line).group(1)))
for side, name in (("old", rev), ("new", "working tree")):
    print(f"median of {runs}, {name}: {statistics.median(rates[side]):,.0f} checked events "
          f"per second, wall {statistics.median(walls[side]):.2f} s")
print(f"ratio: {statistics.median(rates['new']) / statistics.median(rates['old']):.2f}x the "
      f"throughput, {statistics.median(walls['old']) / statistics.median(walls['new']):.2f}x "
      "as fast in wall time")
EOF
rm -f "$results"
