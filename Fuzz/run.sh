#!/usr/bin/env bash
# Builds the fuzzers (release, libFuzzer and AddressSanitizer) and runs each for SECONDS
# from the seed corpus in Fuzz/Corpus/<target>/, with a fixed libFuzzer seed.
#
#   Fuzz/run.sh 60                         # each target 60 s
#   Fuzz/run.sh 3600                       # a longer local run
#   FUZZ_SEED=7 Fuzz/run.sh 600            # another libFuzzer seed
#   FUZZ_RUNS=200000 Fuzz/run.sh 900       # what CI runs: 200,000 inputs each, 900 s at most
#
# A run of a fixed number of inputs from a fixed seed and corpus tries the same inputs on
# every machine, however busy; a timed run tries as many as the machine manages, so a
# busier machine tries fewer and may pass where a quicker one fails. A fixed run that
# reaches its time limit first fails (the limit only guards against a hang).
#
# New corpus entries go to a scratch folder, so the repository's corpus only changes by
# hand. A crash input is written to Fuzz/FailCases/<target>-crash-<sha1>; the script then
# prints the failure, the command that replays it, and exits 1. A failure with a history
# (every tape failure; a layout failure of the picker, not of a geometry query) is also
# written as a session and a picture, Fuzz/.build/<target>-failure.{jsonl,svg}.
set -euo pipefail
seconds=${1:?usage: Fuzz/run.sh SECONDS}
seed=${FUZZ_SEED:-1}
runs=${FUZZ_RUNS:--1}
cd "$(dirname "$0")"
fuzz=$(pwd)
root=$(dirname "$fuzz")

# -Xswiftc instruments the root package's modules too: a dependency's own settings cannot
# carry unsafe flags, and without coverage from PickerState libFuzzer would fuzz blind.
# Products one by one: building everything would also link the root package's
# `pickerstate` tool with the sanitizers, through the default linker, which crashes.
build=(swift build -c release -Xswiftc -sanitize=fuzzer,address)
for product in TapeFuzzer LayoutFuzzer; do
  "${build[@]}" --product "$product"
done
bin=$("${build[@]}" --show-bin-path)

scratch=$(mktemp -d "${TMPDIR:-/tmp}/pickerstate-fuzz.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir -p FailCases

failed=0
summary=()
for target in tape:TapeFuzzer layout:LayoutFuzzer; do
  name=${target%%:*}
  product=${target#*:}
  mkdir -p "$scratch/$name"
  log="$scratch/$name.log"
  before=$(ls FailCases)
  if [ "$runs" -ge 0 ]; then
    echo "== fuzzing $name ($product): $runs inputs, at most $seconds s, seed $seed"
  else
    echo "== fuzzing $name ($product) for $seconds s, seed $seed"
  fi
  # The first corpus folder receives new entries; the seeds are only read.
  status=0
  # A failure with a history is also written as a session and a picture (a geometry
  # query's failure has none, and the fuzzer says so).
  session="$fuzz/.build/$name-failure.jsonl"
  picture="$fuzz/.build/$name-failure.svg"
  rm -f "$session" "$picture"
  SWIFT_BACKTRACE=enable=no "$bin/$product" -seed="$seed" -max_total_time="$seconds" -runs="$runs" \
    -timeout=10 -print_final_stats=1 -artifact_prefix="$fuzz/FailCases/$name-" \
    --save-session "$session" --svg "$picture" \
    "$scratch/$name" "$fuzz/Corpus/$name" >"$log" 2>&1 || status=$?
  grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)' "$log" || true
  grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" || true
  done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1 || true)
  rate=$(grep -E '^stat::average_exec_per_sec' "$log" | awk '{print $2}' || true)
  summary+=("$name: ${rate:-?} exec/s, ${done_line:-no DONE line}")
  # A fixed run that the time limit cut short tried fewer inputs than another machine
  # would: not the run asked for, so it fails rather than pass on luck.
  executed=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}' || true)
  if [ "$status" -eq 0 ] && [ "$runs" -ge 0 ] && [ "${executed:-0}" -lt "$runs" ]; then
    failed=1
    echo "!! $name stopped after ${executed:-0} of $runs inputs, at the $seconds s limit:"
    echo "   not the fixed run; give it more seconds"
  fi
  if [ "$status" -ne 0 ]; then
    failed=1
    echo "!! $name fuzzer failed (exit $status)"
    if grep -q '^FAILURE' "$log"; then
      sed -n '/^FAILURE/,$p' "$log" | head -n 200
    else
      tail -n 80 "$log"
    fi
    for file in $(comm -13 <(echo "$before") <(ls FailCases)); do
      echo
      echo "crash input kept: Fuzz/FailCases/$file"
      echo "replay it:        $bin/$product $fuzz/FailCases/$file"
      echo "                  (add --save-session FILE.jsonl --svg FILE.svg for its session and picture)"
      if [ -e "$session" ]; then
        echo "its session:      swift run -c release pickerstate replay $session  (from $root)"
      fi
      echo "as a test:        swift test --filter FuzzFailCaseTests  (from $root)"
    done
  fi
done

echo "== fuzzing summary"
printf '%s\n' "${summary[@]}"
exit "$failed"
