#!/usr/bin/env bash
# Builds the documentation sites of PickerState and PickerCheck into OUTPUT, with the
# toolchain's own `docc` (no plugin, no dependency), and fails on any DocC warning or on a
# public symbol or parameter without documentation.
#
#   docs/build.sh OUTPUT
#   cd OUTPUT && python3 -m http.server   # then open /PickerState/documentation/pickerstate/
#
# Each module's site lands in OUTPUT/<Module>, built for static hosting under /<Module>/.
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: docs/build.sh OUTPUT" >&2
  exit 2
fi
mkdir -p "$1"
output=$(cd "$1" && pwd)
repository=$(cd "$(dirname "$0")/.." && pwd)
cd "$repository"

modules=(PickerState PickerCheck)

# A build of its own, so that the symbol-graph flags leave the ordinary `.build` alone, with
# its graphs beside it.
scratch=.build/docs
graphs=$scratch/symbol-graphs
# A build with nothing to recompile writes no graphs: without them, start the build afresh.
for module in "${modules[@]}"; do
  [ -f "$graphs/$module.symbols.json" ] || rm -rf "$scratch/build"
done
mkdir -p "$graphs"
swift build --scratch-path "$scratch/build" --target PickerCheck \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$repository/$graphs" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public

failed=0
for module in "${modules[@]}"; do
  catalog=Sources/$module/$module.docc
  if [ ! -d "$catalog" ]; then
    echo "!! $module has no catalog at $catalog" >&2
    failed=1
    continue
  fi
  # One module's graphs per conversion: its own, and its extensions of other modules' types.
  module_graphs=$scratch/graphs-$module
  rm -rf "$module_graphs"
  mkdir -p "$module_graphs"
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  for extension in "$graphs/$module@"*.symbols.json; do
    if [ -e "$extension" ]; then cp "$extension" "$module_graphs/"; fi
  done
  rm -rf "${output:?}/$module"
  echo "== docc: $module"
  # Inherited docs: a synthesized `==` or `hashValue` shows its protocol's documentation.
  docc convert "$catalog" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.pickerstate.$module" \
    --output-path "$output/$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --enable-inherited-docs \
    --warnings-as-errors || failed=1
done

echo "== documentation coverage"
python3 docs/check-doc-coverage.py "$graphs" "${modules[@]}" || failed=1

if [ "$failed" -ne 0 ]; then
  echo "!! the documentation has warnings or gaps (above)" >&2
  exit 1
fi
echo "documentation: $output (serve it, then open /<Module>/documentation/<module>/)"
