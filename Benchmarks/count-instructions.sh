#!/usr/bin/env bash
# Counts the instructions per event of one benchmark workload with callgrind, inside the
# loop that feeds PickerState (`Bench.feed`), and with a limit fails when the count is
# above it. Instructions do not move with the machine's load, as timings do.
#
#   Benchmarks/count-instructions.sh "gesture stream, 1,000"        # print the count
#   Benchmarks/count-instructions.sh "gesture stream, 1,000" 50     # what CI runs
#
# `--runs N` makes N timed passes and one more that counts allocations, each a call of
# `Bench.feed`, so `--runs 3` minus `--runs 1` is the instructions of two passes: the
# recipe in Sources/PickerState/PickerState.docc/Performance.md. WORKLOAD is given to
# `--only` and must name one workload.
set -euo pipefail
workload=${1:?usage: Benchmarks/count-instructions.sh WORKLOAD [LIMIT]}
limit=${2:-}
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "!! valgrind is not installed"; exit 2; }

swift build -c release >/dev/null
binary=.build/release/Benchmarks
feed=$(nm "$binary" | awk '/BenchO4feedyyAA8WorkloadVFZ/ && !found { print $3; found = 1 }')
[ -n "$feed" ] || { echo "!! no Bench.feed symbol in $binary"; exit 2; }

# Runs the benchmark under callgrind: its table (events in the second column, the columns
# being two or more spaces apart) and callgrind's "Collected : N" line.
run() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect="$feed" \
    "$binary" --only "$workload" --runs "$1" 2>&1
}
one=$(run 1)
three=$(run 3)
collected() { awk '/Collected :/ { print $NF }' <<<"$1"; }
rows=$(grep -c -F -- "$workload" <<<"$(grep -E '  [0-9]+  ' <<<"$one")" || true)
[ "$rows" -eq 1 ] || { echo "!! '$workload' names $rows workloads, not one"; exit 2; }
name_and_events=$(grep -E '  [0-9]+  ' <<<"$one" | grep -F -- "$workload" \
  | awk -F '  +' '{ print $1 "\t" $2 }')
name=${name_and_events%%$'\t'*}
events=${name_and_events##*$'\t'}
two_passes=$(($(collected "$three") - $(collected "$one")))

python3 - "$name" "$events" "$two_passes" "$limit" <<'EOF'
import sys
name, events, two_passes, limit = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
per_event = two_passes / (2 * events)
print(f"{name}: {two_passes:,} instructions for two passes of {events:,} events, "
      f"{per_event:.2f} per event" + (f" (at most {limit})" if limit else ""))
if limit and per_event > float(limit):
    print(f"!! {per_event:.2f} instructions per event is above {limit}")
    sys.exit(1)
EOF
